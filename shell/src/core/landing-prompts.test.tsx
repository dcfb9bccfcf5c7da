import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import {
  loadStoredIdentity,
  readSession,
  selectIdentity,
  SESSION_KEYS,
  storeIdentity,
  writeSession,
  type Identity,
} from '@thrive/shared';
import { testIdentity } from '@thrive/shared/testing';
import { renderShell } from '../testing/render-shell';
import { setupFakePromptsApi } from '../testing/fake-prompts-api';
import { NICKNAME_FAILED_MESSAGE, NICKNAME_NOTE, NICKNAME_QUESTION, NICKNAME_TITLE } from './nickname-dialog';
import { SEARCH_USER_WELCOME_TEXT, WELCOME_TEXT, WELCOME_TITLE } from './welcome-dialog';

const api = setupFakePromptsApi();
let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

function launchPadFor(identity: Partial<Identity>) {
  storeIdentity(testIdentity(identity));
  return renderShell('/core/landing');
}
const nicknameDialog = () => screen.findByRole('dialog', { name: NICKNAME_TITLE });

describe('landing flow (SPEC §4 steps 1-3)', () => {
  test('welcome dialog, then dismiss-welcome, then the nickname dialog', async () => {
    const { store } = launchPadFor({ ShowWelcomePopup: true, ShowNicknamePopup: true });
    const welcome = await screen.findByRole('dialog', { name: 'Welcome to Thrive Garden!' });
    expect(WELCOME_TITLE).toBe('Welcome to Thrive Garden!');
    expect(welcome).toHaveTextContent(WELCOME_TEXT);
    expect(screen.queryByRole('dialog', { name: NICKNAME_TITLE })).not.toBeInTheDocument();

    await userEvent.click(within(welcome).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(api.received.welcome).toEqual([{ UserId: 42 }]));
    expect(await nicknameDialog()).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: WELCOME_TITLE })).not.toBeInTheDocument();
    // The flag is off in the store and in browser storage: a reload does not welcome again.
    expect(selectIdentity(store.getState())?.ShowWelcomePopup).toBe(false);
    expect(loadStoredIdentity()?.ShowWelcomePopup).toBe(false);
  });

  test('a failed dismiss-welcome is only logged: the dialog closes and the flow goes on', async () => {
    api.answers.welcome = () => HttpResponse.json({ message: 'Down' }, { status: 500 });
    launchPadFor({ ShowWelcomePopup: true, ShowNicknamePopup: true });
    const welcome = await screen.findByRole('dialog', { name: WELCOME_TITLE });
    await userEvent.click(within(welcome).getByRole('button', { name: 'Close' }));
    expect(await nicknameDialog()).toBeInTheDocument();
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('[shell] Welcome dismiss failed', expect.anything()),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('without ShowWelcomePopup it goes straight to the nickname check', async () => {
    launchPadFor({ ShowNicknamePopup: true });
    const dialog = await nicknameDialog();
    expect(dialog).toHaveTextContent(NICKNAME_QUESTION);
    expect(dialog).toHaveTextContent(NICKNAME_NOTE);
    expect(within(dialog).getByRole('button', { name: 'Skip for Now' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: WELCOME_TITLE })).not.toBeInTheDocument();
  });

  test('the nickname popup stays closed when the session key nicknamepopup is set', async () => {
    writeSession(SESSION_KEYS.nicknamePopup, 'true');
    launchPadFor({ ShowNicknamePopup: true });
    await screen.findByRole('heading', { name: 'Thrive Garden' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('SPEC §2.6 welcome dialog: a search user, who has no My Yard, is pointed to Plant ID & Search', async () => {
    launchPadFor({ ShowWelcomePopup: true, GotoSearch: true });
    const welcome = await screen.findByRole('dialog', { name: WELCOME_TITLE });
    expect(welcome).toHaveTextContent(SEARCH_USER_WELCOME_TEXT);
    expect(welcome).not.toHaveTextContent('My Yard');
    // What it points to is on their launch pad.
    expect(screen.getByRole('link', { name: /Plant ID & Search/, hidden: true })).toBeInTheDocument();
  });

  test('SPEC §2.6 welcome dialog: a gardener with My Yard gets SPEC’s text', async () => {
    launchPadFor({ ShowWelcomePopup: true });
    expect(await screen.findByRole('dialog', { name: WELCOME_TITLE })).toHaveTextContent(WELCOME_TEXT);
  });

  test('SPEC §2.6 nickname prompt: a gardener who has a nickname is not asked for one', async () => {
    launchPadFor({ ShowNicknamePopup: true, Firstname: 'Demo Gardener' });
    await screen.findByRole('heading', { name: 'Thrive Garden' });
    await waitFor(() => expect(api.received.userEngagements).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.received.skips).toBe(0);
  });

  test('SPEC §4 Skip for Now: once skipped, the gardener without a nickname is not asked again this session', async () => {
    const first = launchPadFor({ ShowNicknamePopup: true });
    const dialog = await nicknameDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skip for Now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    first.unmount();

    renderShell('/core/landing');
    await screen.findByRole('heading', { name: 'Thrive Garden' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('the nickname popup stays closed without ShowNicknamePopup', async () => {
    launchPadFor({});
    await screen.findByRole('heading', { name: 'Thrive Garden' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('nickname prompt (SPEC §4, §5, §8)', () => {
  test('Save is disabled while the trimmed nickname is 3 characters or fewer', async () => {
    launchPadFor({ ShowNicknamePopup: true });
    const dialog = await nicknameDialog();
    const input = within(dialog).getByRole('textbox', { name: NICKNAME_QUESTION });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await userEvent.type(input, '  Ann  ');
    expect(save).toBeDisabled();
    await userEvent.type(input, 'a');
    expect(save).toBeEnabled();
  });

  test('Save saves the trimmed nickname, sets the session flag, updates Firstname and closes', async () => {
    const { store } = launchPadFor({ ShowNicknamePopup: true });
    const dialog = await nicknameDialog();
    await userEvent.type(within(dialog).getByRole('textbox'), ' Fern ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.received.nicknames).toEqual([{ firstname: 'Fern' }]);
    expect(readSession(SESSION_KEYS.nicknamePopup)).not.toBeNull();
    expect(selectIdentity(store.getState())?.Firstname).toBe('Fern');
    expect(loadStoredIdentity()?.Firstname).toBe('Fern');
  });

  test.each([
    ['a code other than 0', () => HttpResponse.json({ code: 1 })],
    ['a network error', () => HttpResponse.error()],
  ])(
    'nickname save failure (%s): toast "An error has occurred while submitting your request. Please try later" titled "What should I call you?"',
    async (_case, answer) => {
      api.answers.nickname = answer;
      launchPadFor({ ShowNicknamePopup: true });
      const dialog = await nicknameDialog();
      await userEvent.type(within(dialog).getByRole('textbox'), 'Fern');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

      const toast = await screen.findByRole('alert');
      expect(toast).toHaveTextContent(`What should I call you? ${NICKNAME_FAILED_MESSAGE}`);
      expect(NICKNAME_FAILED_MESSAGE).toBe(
        'An error has occurred while submitting your request. Please try later',
      );
      expect(screen.getByRole('dialog', { name: NICKNAME_TITLE })).toBeInTheDocument();
      expect(readSession(SESSION_KEYS.nicknamePopup)).toBeNull();
    },
  );

  test('Skip records the skip on the server, then sets the session flag and closes', async () => {
    const { store } = launchPadFor({ ShowNicknamePopup: true });
    const dialog = await nicknameDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skip for Now' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.received.skips).toBe(1);
    expect(api.received.nicknames).toEqual([]);
    expect(readSession(SESSION_KEYS.nicknamePopup)).not.toBeNull();
    // Skipping keeps the server's flag: a later session may ask again.
    expect(selectIdentity(store.getState())?.ShowNicknamePopup).toBe(true);
  });

  test('skip-call failure: the same toast, and the prompt still closes for this session', async () => {
    api.answers.skip = () => HttpResponse.json({ message: 'Down' }, { status: 500 });
    launchPadFor({ ShowNicknamePopup: true });
    const dialog = await nicknameDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skip for Now' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `What should I call you? ${NICKNAME_FAILED_MESSAGE}`,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(readSession(SESSION_KEYS.nicknamePopup)).not.toBeNull();
  });
});
