import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { selectIdentity, storeIdentity, type Identity } from '@thrive/shared';
import { testIdentity } from '@thrive/shared/testing';
import { renderShell } from './testing/render-shell';
import { SPLASH_LOADING_TEXT } from './splash/splash-screen';
import { forgetRegistrations, forgetSignedOutKeys, markSignedOut } from './session/register-by-key';
import { rememberIdentityKey } from './session/identity-key';
import { REGISTRATION_FAILED_MESSAGE } from './session/session-starter';
import { AUTHENTICATION_PATH } from './authentication/sign-in-problem';
import { SIGN_IN_PROBLEM_TEXTS } from './authentication/authentication-page';

const UNKNOWN_HEADING = SIGN_IN_PROBLEM_TEXTS.unknown.heading;

// As shared's setupTestServer, which @thrive/shared/testing does not export (yet).
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const GARDENER = testIdentity({ Id: 7, Token: 'fresh', LandingPage: 'launchpad' });
let calls: string[];
let answer: () => Response | Promise<Response>;

beforeEach(() => {
  calls = [];
  answer = () => HttpResponse.json(GARDENER);
  server.use(
    http.post('/api/bridge', async ({ request }) => {
      calls.push(((await request.json()) as { username: string }).username);
      return answer();
    }),
    // A signed-in gardener's first opening of the day is reported.
    http.post('/api/users/:uid/EngagementUser/', () => HttpResponse.json({ code: 0 })),
    // And the shell reads the partner colours.
    http.get('/api/Common/2/ControlCodes', () => HttpResponse.json([])),
  );
});
afterEach(() => {
  forgetRegistrations();
  forgetSignedOutKeys();
  window.history.replaceState(null, '', '/');
});

function signedInBefore(identity: Identity, key: string) {
  storeIdentity(identity);
  rememberIdentityKey(key);
}

describe('session start from the key in the address (SPEC §1, DESIGN §3)', () => {
  test("a key in the hash route's query starts the session, and the deep link opens", async () => {
    const { store } = renderShell('/plants/search?key=abc');
    expect(await screen.findByTestId('remote-app')).toHaveTextContent('Remote app for plants');
    expect(calls).toEqual(['abc']);
    expect(selectIdentity(store.getState())).toEqual(GARDENER);
    // The key keeps being carried: the address still has it.
    expect(screen.getByTestId('location')).toHaveTextContent('/plants/search?key=abc');
  });

  test('a key this page signed out with does not sign in again, though the address still has it', async () => {
    markSignedOut('abc');
    const { store } = renderShell('/plants/search?key=abc');
    expect(await screen.findByTestId('remote-app')).toHaveTextContent('Remote app for plants');
    expect(calls).toEqual([]);
    expect(selectIdentity(store.getState())).toBeNull();
  });

  test("a key in the page's query (/?key=...#/) starts the session too", async () => {
    window.history.replaceState(null, '', '/?key=from-page');
    const { store } = renderShell('/plants/search');
    await screen.findByTestId('remote-app');
    expect(calls).toEqual(['from-page']);
    expect(selectIdentity(store.getState())).toEqual(GARDENER);
  });

  test("the hash route's key wins over the page's key", async () => {
    window.history.replaceState(null, '', '/?key=from-page');
    renderShell('/plants/search?key=from-hash');
    await screen.findByTestId('remote-app');
    expect(calls).toEqual(['from-hash']);
  });

  test('while the key registers the splash stands in for the page, which opens after', async () => {
    let release: () => void = () => undefined;
    answer = () => new Promise((resolve) => (release = () => resolve(HttpResponse.json(GARDENER))));
    renderShell('/plants/search?key=abc');
    expect(screen.getByText(SPLASH_LOADING_TEXT)).toHaveAttribute('role', 'status');
    expect(screen.queryByTestId('remote-app')).not.toBeInTheDocument();
    await waitFor(() => expect(calls).toEqual(['abc']));
    release();
    expect(await screen.findByTestId('remote-app')).toBeInTheDocument();
    expect(screen.queryByText(SPLASH_LOADING_TEXT)).not.toBeInTheDocument();
  });

  test('a key the stored identity came from is not registered again', async () => {
    signedInBefore(GARDENER, 'abc');
    renderShell('/plants/search?key=abc');
    expect(await screen.findByTestId('remote-app')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  test('another key than the stored identity came from starts a new session', async () => {
    signedInBefore(testIdentity({ Id: 3, Token: 'old' }), 'old-key');
    const { store } = renderShell('/plants/search?key=new-key');
    await screen.findByTestId('remote-app');
    expect(calls).toEqual(['new-key']);
    expect(selectIdentity(store.getState())).toEqual(GARDENER);
  });

  test('without a key nothing is registered and a stored identity goes on', async () => {
    signedInBefore(GARDENER, 'abc');
    const { store } = renderShell('/plants/search');
    await screen.findByTestId('remote-app');
    expect(calls).toEqual([]);
    expect(selectIdentity(store.getState())).toEqual(GARDENER);
  });
});

describe('session registration failure (SPEC §8)', () => {
  test("toasts 'An error has occurred while contacting server.' as an error, with no identity", async () => {
    answer = () => HttpResponse.json({ message: 'Unavailable' }, { status: 503 });
    const { store } = renderShell('/?key=abc');
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(REGISTRATION_FAILED_MESSAGE);
    expect(toast.className).toMatch(/error/i);
    expect(selectIdentity(store.getState())).toBeNull();
    // Nobody is signed in, so the empty path goes on to core (SPEC §2.1).
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/core?key=abc'));
    expect(calls).toEqual(['abc']);
  });

  test.each([
    ['a network failure', () => HttpResponse.error()],
    ['a rate limit (429)', () => HttpResponse.json({ message: 'Too many' }, { status: 429 })],
  ])('%s keeps the toast and the page: the key may be good', async (_what, failure) => {
    answer = failure;
    const { visited } = renderShell('/plants/search?key=abc&lat=40.7');
    expect(await screen.findByRole('alert')).toHaveTextContent(REGISTRATION_FAILED_MESSAGE);
    expect(screen.getByTestId('location')).toHaveTextContent('/plants/search?key=abc&lat=40.7');
    expect(visited.some((path) => path.startsWith(AUTHENTICATION_PATH))).toBe(false);
  });
});

describe('a key the server refuses leads to the authentication page (issue 14)', () => {
  test.each([400, 401, 403])(
    'a %i lands on the page with its reason, the key gone and the other parameters kept',
    async (status) => {
      answer = () => HttpResponse.json({ message: 'Not valid' }, { status });
      renderShell('/plants/search?key=bad-key&lat=40.7&lon=-74');
      expect(await screen.findByRole('heading', { name: UNKNOWN_HEADING })).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/authentication?reason=unknown&lat=40.7&lon=-74',
      );
      expect(screen.getByTestId('header-title')).toHaveTextContent('Sign in');
      // The page says it all: no toast about contacting the server, which answered.
      expect(screen.queryByText(REGISTRATION_FAILED_MESSAGE)).not.toBeInTheDocument();
      expect(calls).toEqual(['bad-key']);
    },
  );

  test("a refused key in the page's query (/?key=...#/) goes from the page's address too", async () => {
    window.history.replaceState(null, '', '/?key=bad-key&lat=40.7');
    answer = () => HttpResponse.json({ message: 'Not valid' }, { status: 401 });
    const { visited } = renderShell('/');
    expect(await screen.findByRole('heading', { name: UNKNOWN_HEADING })).toBeInTheDocument();
    expect(window.location.search).toBe('?lat=40.7');
    // Straight there: the empty path does not send the visitor on to core first.
    expect(visited).toEqual(['/', '/authentication?reason=unknown&lat=40.7']);
    // Nothing left to register: the key is asked for once.
    expect(calls).toEqual(['bad-key']);
  });

  test('a refused key ends the earlier session instead of keeping it', async () => {
    signedInBefore(testIdentity({ Id: 3, Token: 'old' }), 'old-key');
    answer = () => HttpResponse.json({ message: 'Not valid' }, { status: 401 });
    const { store } = renderShell('/plants/search?key=bad-key');
    expect(await screen.findByRole('heading', { name: UNKNOWN_HEADING })).toBeInTheDocument();
    expect(selectIdentity(store.getState())).toBeNull();
  });
});
