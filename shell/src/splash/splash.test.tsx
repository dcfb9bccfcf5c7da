import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { storeIdentity, type Identity } from '@thrive/shared';
import { setupTestServer, testIdentity } from '@thrive/shared/testing';
import { renderShell } from '../testing/render-shell';
import { forgetRegistrations } from '../session/register-by-key';
import { SPLASH_DELAY_MS, SPLASH_LOADING_TEXT, SplashScreen } from './splash-screen';

// The launch pad a signed-in gardener lands on loads its menu urls and sponsors, the shell
// reads the partner colours, and the day's first opening is reported.
const server = setupTestServer(
  http.get('/api/Common/0/MenuUrls', () => HttpResponse.json([])),
  http.get('/api/Common/2/ControlCodes', () => HttpResponse.json([])),
  http.get('/api/Users/0/Sponsor', () => HttpResponse.json([])),
  http.post('/api/users/:uid/EngagementUser/', () => HttpResponse.json({ code: 0 })),
);
afterEach(() => forgetRegistrations());

function bridgeAnswers(identity: Identity) {
  server.use(http.post('/api/bridge', () => HttpResponse.json(identity)));
}

const location = () => screen.getByTestId('location');

describe('the splash (SPEC §2.2, §9 splash delay 2000 ms)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('shows a loading indicator at once, and the splash image after 2 seconds, not before', () => {
    render(<SplashScreen />);
    expect(screen.getByText(SPLASH_LOADING_TEXT)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('img', { name: 'Thrive Garden' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(SPLASH_DELAY_MS - 1));
    expect(screen.queryByRole('img', { name: 'Thrive Garden' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('img', { name: 'Thrive Garden' })).toBeInTheDocument();
    expect(screen.getByText(SPLASH_LOADING_TEXT)).toBeInTheDocument();
  });
});

describe('the empty path once the session has started (SPEC §2.2, §4)', () => {
  test('shows the splash while the key registers, then goes to the landing choice with the carried parameters', async () => {
    bridgeAnswers(testIdentity({ LandingPage: 'my yard', YardCount: 1, DefaultYardId: 5 }));
    renderShell('/?key=abc&lat=40.7');
    expect(screen.getByText(SPLASH_LOADING_TEXT)).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent('/yards/view/5?key=abc&lat=40.7'));
  });

  test('goes to help/wizard when EnableHelpWizard is set and the mode is not partner-branded', async () => {
    bridgeAnswers(testIdentity({ EnableHelpWizard: true }));
    renderShell('/?key=abc');
    await waitFor(() => expect(location()).toHaveTextContent('/help/wizard?key=abc'));
  });

  test('in partner-branded mode (ptl=1) it skips the help wizard for the landing page', async () => {
    bridgeAnswers(testIdentity({ EnableHelpWizard: true, LandingPage: 'plant search' }));
    renderShell('/?key=abc&ptl=1');
    await waitFor(() => expect(location()).toHaveTextContent('/core/landing?key=abc&ptl=1'));
  });

  test('a signed-in gardener without a key in the address goes to the landing choice', async () => {
    storeIdentity(testIdentity({ LandingPage: 'plant search' }));
    renderShell('/');
    await waitFor(() => expect(location()).toHaveTextContent('/plants/search'));
  });

  test('an unknown path goes to the empty path, which for a signed-in gardener leads to the landing choice', async () => {
    storeIdentity(testIdentity({ LandingPage: 'launchpad' }));
    const { visited } = renderShell('/nowhere');
    await waitFor(() => expect(location()).toHaveTextContent('/core/landing'));
    expect(visited).toEqual(['/nowhere', '/', '/core/landing']);
  });

  test('a visitor with no key and no stored identity goes to core (SPEC §2.1)', async () => {
    const { visited } = renderShell('/?lat=40.7');
    await waitFor(() => expect(location()).toHaveTextContent('/core?lat=40.7'));
    expect(visited).toEqual(['/?lat=40.7', '/core?lat=40.7']);
  });
});
