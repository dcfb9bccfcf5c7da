import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { loadStoredIdentity, selectIdentity, selectMenuOpen, storeIdentity } from '@thrive/shared';
import { testIdentity } from '@thrive/shared/testing';
import { setupFakePromptsApi } from '../testing/fake-prompts-api';
import { SIGN_IN_PROBLEM_TEXTS } from '../authentication/authentication-page';
import { identityKeyOf, rememberIdentityKey } from '../session/identity-key';
import { forgetRegistrations, forgetSignedOutKeys } from '../session/register-by-key';
import { renderShell } from '../testing/render-shell';
import { SIGN_OUT_CANCEL, SIGN_OUT_CONFIRM, SIGN_OUT_TITLE } from './sign-out-dialog';

const api = setupFakePromptsApi();
const host = globalThis as unknown as { ReactNativeWebView?: { postMessage: jest.Mock } };

afterEach(() => {
  forgetRegistrations();
  forgetSignedOutKeys();
  delete host.ReactNativeWebView;
  window.history.replaceState(null, '', '/');
});

function signedIn(path = '/core/landing?key=k3y&lat=40.7') {
  storeIdentity(testIdentity({ Id: 42, Token: 'gardener-token' }));
  rememberIdentityKey('k3y');
  return renderShell(path);
}

async function chooseSignOut() {
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  const menu = screen.getByRole('navigation', { name: 'Main menu' });
  await userEvent.click(within(menu).getByRole('button', { name: 'Sign out' }));
  return screen.findByRole('dialog', { name: SIGN_OUT_TITLE });
}

describe('Sign out in the side menu (issue 30)', () => {
  test('asks first; No keeps the gardener signed in and tells the server nothing', async () => {
    const { store } = signedIn();
    const dialog = await chooseSignOut();
    expect(selectMenuOpen(store.getState())).toBe(false);
    expect(dialog).toHaveTextContent('the sign-in link from your email');
    await userEvent.click(within(dialog).getByRole('button', { name: SIGN_OUT_CANCEL }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(selectIdentity(store.getState())).toMatchObject({ Id: 42 });
    expect(api.received.signOuts).toEqual([]);
  });

  test('Yes ends the token on the server, forgets the gardener here, tells the wrapper and says how to sign in again', async () => {
    const postMessage = jest.fn();
    host.ReactNativeWebView = { postMessage };
    const { store } = signedIn();
    const dialog = await chooseSignOut();
    await userEvent.click(within(dialog).getByRole('button', { name: SIGN_OUT_CONFIRM }));

    const heading = await screen.findByRole('heading', { name: SIGN_IN_PROBLEM_TEXTS['signed-out'].heading });
    // Focus lands on what happened, for keyboard and screen-reader users.
    expect(heading).toHaveFocus();
    expect(screen.getByText(SIGN_IN_PROBLEM_TEXTS['signed-out'].detail)).toBeInTheDocument();
    expect(api.received.signOuts).toEqual([{ app: 'thrive|42', token: 'gardener-token' }]);
    // The key leaves the address (the other parameters stay), or it would sign in again.
    expect(screen.getByTestId('location')).toHaveTextContent(
      /^\/authentication\?reason=signed-out&lat=40\.7$/,
    );
    expect(selectIdentity(store.getState())).toBeNull();
    expect(loadStoredIdentity()).toBeNull();
    expect(identityKeyOf()).toBeNull();
    expect(JSON.stringify(store.getState())).not.toContain('gardener-token');
    expect(postMessage).toHaveBeenCalledWith('signedOut');
    // The menu is the signed-out one now.
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  test("a key in the page's own query (/?key=...#/) leaves the address too", async () => {
    window.history.replaceState(null, '', '/?key=k3y#/core/landing');
    signedIn('/core/landing');
    const dialog = await chooseSignOut();
    await userEvent.click(within(dialog).getByRole('button', { name: SIGN_OUT_CONFIRM }));
    await screen.findByRole('heading', { name: SIGN_IN_PROBLEM_TEXTS['signed-out'].heading });
    expect(window.location.search).toBe('');
    expect(loadStoredIdentity()).toBeNull();
  });

  test('with the network down the gardener is still signed out here, and the page says the server was not told', async () => {
    api.answers.signOut = () => HttpResponse.error();
    const { store } = signedIn();
    const dialog = await chooseSignOut();
    await userEvent.click(within(dialog).getByRole('button', { name: SIGN_OUT_CONFIRM }));

    const { heading, detail } = SIGN_IN_PROBLEM_TEXTS['signed-out-offline'];
    expect(await screen.findByRole('heading', { name: heading })).toHaveFocus();
    expect(screen.getByText(detail)).toHaveTextContent('could not reach the server');
    expect(selectIdentity(store.getState())).toBeNull();
    expect(loadStoredIdentity()).toBeNull();
  });

  test('works from the keyboard alone', async () => {
    const { store } = signedIn();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    within(menu).getByRole('button', { name: 'Sign out' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: SIGN_OUT_TITLE });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    within(dialog).getByRole('button', { name: SIGN_OUT_CONFIRM }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('heading', { name: SIGN_IN_PROBLEM_TEXTS['signed-out'].heading });
    expect(selectIdentity(store.getState())).toBeNull();
  });
});
