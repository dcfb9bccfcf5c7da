import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readLocal, selectIdentity, STORAGE_KEYS, writeLocalFlag } from '@thrive/shared';
import { testIdentity } from '@thrive/shared/testing';
import {
  callsTo,
  fakeApi,
  installFakeWrapper,
  removeFakeWrapper,
  renderPrompts,
  sendFromWrapper,
} from '../testing/prompt-test-kit';
import { PERMISSION_TEXTS } from './permission-texts';

const api = fakeApi();
const ASKS = testIdentity({ AskForNotifications: true });
const MOBILE = { av: '2.1.0' };
const TITLE = PERMISSION_TEXTS.notifications.title;

afterEach(() => {
  removeFakeWrapper();
  Reflect.deleteProperty(window, 'Notification');
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('Notifications permission (SPEC §4)', () => {
  test('opens when the ask flag is on, an app version is present and notifications are not granted', async () => {
    renderPrompts({ identity: ASKS, carried: MOBILE });
    expect(await screen.findByRole('dialog', { name: TITLE })).toHaveTextContent(
      'care alerts and reminders for the plants you manage',
    );
  });

  test('opens when notifications are granted but the server says to show the prompt', async () => {
    writeLocalFlag(STORAGE_KEYS.notificationsAccess, true);
    renderPrompts({
      identity: testIdentity({ AskForNotifications: true, ShowNotificationsPrompt: true }),
      carried: MOBILE,
    });
    expect(await screen.findByRole('dialog', { name: TITLE })).toBeInTheDocument();
  });

  test('does not open without an app version (a plain browser session)', async () => {
    renderPrompts({ identity: ASKS });
    await settle();
    expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument();
  });

  test('does not open when granted and the server does not ask to show it', async () => {
    writeLocalFlag(STORAGE_KEYS.notificationsAccess, true);
    renderPrompts({ identity: ASKS, carried: MOBILE });
    await settle();
    expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument();
  });

  test('a nots parameter clears the show-prompt flag', async () => {
    writeLocalFlag(STORAGE_KEYS.notificationsAccess, true);
    const { store } = renderPrompts({
      identity: testIdentity({ AskForNotifications: true, ShowNotificationsPrompt: true }),
      carried: { ...MOBILE, nots: '1' },
    });
    await settle();
    expect(selectIdentity(store.getState())?.ShowNotificationsPrompt).toBe(false);
    expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument();
  });

  test('accepting inside the wrapper requests notifications, then records the prompt date', async () => {
    const postMessage = installFakeWrapper();
    const { store } = renderPrompts({
      identity: testIdentity({ AskForNotifications: true, ShowNotificationsPrompt: true }),
      carried: MOBILE,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Got It' }));
    expect(postMessage).toHaveBeenCalledWith('requestNotifications');
    await waitFor(() => expect(callsTo(api, 'PATCH', 'NotificationsPrompt/')).toHaveLength(1));
    await waitFor(() => expect(selectIdentity(store.getState())?.ShowNotificationsPrompt).toBe(false));
    expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument();
  });

  test('accepting in a browser saves AskForNotifications true and asks the browser where it can', async () => {
    const requestPermission = jest.fn(async () => 'granted');
    Object.defineProperty(window, 'Notification', { value: { requestPermission }, configurable: true });
    renderPrompts({ identity: ASKS, carried: MOBILE });
    await userEvent.click(await screen.findByRole('button', { name: 'Got It' }));
    await waitFor(() =>
      expect(callsTo(api, 'PATCH', 'DontAskAgain/').map((call) => call.body)).toEqual([
        { property: 'AskForNotifications', value: true },
      ]),
    );
    expect(requestPermission).toHaveBeenCalled();
    await waitFor(() => expect(readLocal(STORAGE_KEYS.notificationsAccess)).toBe('true'));
    expect(callsTo(api, 'PATCH', 'NotificationsPrompt/')).toEqual([]);
  });

  test('the wrapper reporting notifications (UpdateNots) stores the permission', () => {
    installFakeWrapper();
    renderPrompts({ identity: ASKS });
    sendFromWrapper('thrive:UpdateNots|granted');
    expect(readLocal(STORAGE_KEYS.notificationsAccess)).toBe('true');
    sendFromWrapper('thrive:notifications|denied');
    expect(readLocal(STORAGE_KEYS.notificationsAccess)).toBe('false');
  });
});
