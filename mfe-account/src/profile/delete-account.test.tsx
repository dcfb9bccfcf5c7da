import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadStoredIdentity, selectIdentity, storeIdentity } from '@thrive/shared';
import { testIdentity } from '@thrive/shared/testing';
import { setupFakeAccountApi } from '../testing/fake-account-api';
import { renderAccount } from '../testing/render-account';
import { DELETE_ACCOUNT_WARNING } from './delete-account';

const api = setupFakeAccountApi();

interface WrapperHost {
  ReactNativeWebView?: { postMessage: (text: string) => void };
}
const host = globalThis as unknown as WrapperHost;

afterEach(() => {
  delete host.ReactNativeWebView;
  window.history.replaceState(null, '', '/');
});

async function openDeleteDialog() {
  const user = userEvent.setup();
  const view = renderAccount('/users/profile?key=k3y');
  await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Warning!!!' });
  return { ...view, user, dialog };
}

describe('Delete my account (SPEC §7 DELETE users/{uid})', () => {
  test('asks first under "Warning!!!", saying everything goes; No deletes nothing', async () => {
    const { user, dialog } = await openDeleteDialog();
    expect(within(dialog).getByText(DELETE_ACCOUNT_WARNING)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'No, keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls).toEqual([]);
  });

  test('on confirm: DELETE users/{uid}, deleteUser to the mobile app, the session ends, off to the empty path', async () => {
    const posted: string[] = [];
    host.ReactNativeWebView = { postMessage: (text) => posted.push(text) };
    // The test's router has no route for the empty path; the shell's has.
    const warn = console.warn;
    jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).startsWith('No routes matched')) warn(...args);
    });
    storeIdentity(testIdentity({ Id: 42 }));
    window.history.replaceState(null, '', '/?key=k3y&lat=41.5#/users/profile');
    const { user, dialog, store } = await openDeleteDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete everything' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(api.calls).toEqual([{ method: 'DELETE', path: '/api/users/42', body: undefined }]);
    expect(posted).toEqual(['deleteUser']);
    expect(selectIdentity(store.getState())).toBeNull();
    expect(loadStoredIdentity()).toBeNull();
    // The key would sign the deleted gardener straight back in; the rest of the address stays.
    expect(window.location.search).toBe('?lat=41.5');
    expect(await screen.findByText('Your account and everything in it were deleted.')).toBeInTheDocument();
  });
});
