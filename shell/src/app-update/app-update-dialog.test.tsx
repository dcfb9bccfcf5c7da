import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import {
  callsTo,
  fakeApi,
  installFakeWrapper,
  removeFakeWrapper,
  renderPrompts,
} from '../testing/prompt-test-kit';
import { identityReceived } from '@thrive/shared';
import { testIdentity } from '@thrive/shared/testing';
import { APP_UPDATE_TEXT, APP_UPDATE_TITLE } from './app-update-dialog';

const api = fakeApi();
// The control codes need a session, as every call but the public ones.
const GARDENER = testIdentity({ Id: 42 });
const VERSIONS = [
  { GroupId: 1, Key: 'MinAppVersion', Value: '2.0.0' },
  { GroupId: 1, Key: 'LatestAppVersion', Value: '2.3.0' },
];

beforeEach(() => {
  api.answer = ({ path }) => (path === 'Common/1/ControlCodes' ? HttpResponse.json(VERSIONS) : undefined);
});
afterEach(removeFakeWrapper);

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('App Update dialog (SPEC §2.6 item 4, §4 Other)', () => {
  test('a mobile session whose app version is older than MinAppVersion shows "A new version is available" with no close X', async () => {
    renderPrompts({ identity: GARDENER, carried: { av: '1.9.3' } });
    const dialog = await screen.findByRole('dialog', { name: APP_UPDATE_TITLE });
    expect(dialog).toHaveTextContent(APP_UPDATE_TEXT);
    expect(APP_UPDATE_TEXT).toMatch(/^A new version is available/);
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  test("'Got It' sends the gardener to the app store (gotoAppStore)", async () => {
    const postMessage = installFakeWrapper();
    renderPrompts({ identity: GARDENER, carried: { av: '1.9.3' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Got It' }));
    expect(postMessage).toHaveBeenCalledWith('gotoAppStore');
  });

  test('Escape does not close it: this app version is no longer supported', async () => {
    renderPrompts({ identity: GARDENER, carried: { av: '1.9.3' } });
    await screen.findByRole('dialog', { name: APP_UPDATE_TITLE });
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: APP_UPDATE_TITLE })).toBeInTheDocument();
  });

  test('an app version equal to or newer than MinAppVersion shows no dialog', async () => {
    renderPrompts({ identity: GARDENER, carried: { av: '2.0.0' } });
    await settle();
    expect(callsTo(api, 'GET', 'Common/1/ControlCodes')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: APP_UPDATE_TITLE })).not.toBeInTheDocument();
  });

  test('an old app shows App Update once its key has signed in: the control codes need a session', async () => {
    const { store } = renderPrompts({ carried: { av: '1.9.3' } });
    await settle();
    expect(screen.queryByRole('dialog', { name: APP_UPDATE_TITLE })).not.toBeInTheDocument();
    act(() => {
      store.dispatch(identityReceived(GARDENER));
    });
    expect(await screen.findByRole('dialog', { name: APP_UPDATE_TITLE })).toBeInTheDocument();
  });

  test('without an app version (not a mobile session) the control codes are not even read', async () => {
    renderPrompts({ identity: GARDENER });
    await settle();
    expect(callsTo(api, 'GET', 'ControlCodes')).toEqual([]);
    expect(screen.queryByRole('dialog', { name: APP_UPDATE_TITLE })).not.toBeInTheDocument();
  });
});
