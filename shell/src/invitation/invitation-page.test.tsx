import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { selectIdentity, type InvitationPreview } from '@thrive/shared';
import { testIdentity } from '@thrive/shared/testing';
import { publicPageApi, refusal } from '../testing/public-page-api';
import { renderShell } from '../testing/render-shell';
import { signedInByKey } from '../testing/signed-in-by-key';
import {
  ACCEPT_TEXT,
  EMAIL_LABEL,
  FOR_AN_ADDRESS,
  GO_HOME_TEXT,
  HAVE_AN_ACCOUNT,
  INCOMPLETE_LINK_HEADING,
  JOIN_TEXT,
  NAME_LABEL,
  NOT_NOW_TEXT,
} from './invitation-texts';

const TOKEN = 'aB3dE5fG7hI9jK1lM3nO5pQ7';
const PATH = `/invitation/${TOKEN}`;
// Midday UTC: the same calendar day in every zone the tests may run in.
const PREVIEW: InvitationPreview = {
  YardName: 'Back Yard',
  OwnerName: 'Ann',
  Role: 'gardener',
  ForAnAddress: false,
  ExpiresAt: '2026-12-06T12:00:00.000Z',
};
const MEMBER = testIdentity({ Id: 12, LandingPage: 'launchpad' });
const NEWCOMER = testIdentity({ Id: 30, Token: 'fresh', LandingPage: 'launchpad' });

const { server, answers, callsTo } = publicPageApi({
  'POST public/InvitationPreview': () => HttpResponse.json(PREVIEW),
  'GET users/12': () => HttpResponse.json(MEMBER),
  'GET users/30': () => HttpResponse.json(NEWCOMER),
  'GET Common/0/MenuUrls': () => HttpResponse.json([]),
  'GET Users/0/Sponsor': () => HttpResponse.json([]),
  'GET Users/0/ExpertSponsor': () => HttpResponse.json(null),
});

// The page's own alert (it has no name), not a toast.
const pageAlert = () => screen.findByRole('alert', { name: '' });
const heading = () => screen.findByRole('heading', { level: 2 });

describe('the invitation page (#/invitation/{token})', () => {
  test.each([
    [
      'gardener',
      'Ann invites you to garden Back Yard with them',
      /change its zones, plants, tasks and photos/,
    ],
    ['viewer', 'Ann invites you to see Back Yard', /see everything in it, but change nothing/],
  ] as const)(
    'a %s invitation says whose yard, the role in one line and the expiry',
    async (Role, text, line) => {
      answers['POST public/InvitationPreview'] = () => HttpResponse.json({ ...PREVIEW, Role });
      renderShell(PATH);
      expect(await heading()).toHaveTextContent(text);
      expect(screen.getByText(line)).toBeInTheDocument();
      expect(screen.getByText(/^Open until Dec 6, 2026/)).toBeInTheDocument();
      expect(screen.getByTestId('header-title')).toHaveTextContent('Invitation');
      // The token travels in the body, never in an address.
      expect(callsTo('POST', 'public/InvitationPreview')).toEqual([
        { method: 'POST', path: 'public/InvitationPreview', body: { Token: TOKEN } },
      ]);
    },
  );

  test('shows that it is loading until the preview answers', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post('/api/public/InvitationPreview', async () => {
        await answered;
        return HttpResponse.json(PREVIEW);
      }),
    );
    renderShell(PATH);
    expect(await screen.findByText('Opening your invitation…')).toHaveAttribute('role', 'status');
    release();
    expect(await heading()).toHaveTextContent('Ann invites you');
  });

  test('a link cut short says so at once and asks the server nothing', async () => {
    renderShell('/invitation/abc');
    expect(await screen.findByRole('heading', { name: INCOMPLETE_LINK_HEADING })).toBeInTheDocument();
    expect(
      screen.getByText('This invitation link is not complete. Copy the whole link again.'),
    ).toBeInTheDocument();
    expect(callsTo('POST', 'public/InvitationPreview')).toEqual([]);
  });

  test.each([
    [404, 'There is no such invitation. Ask for a new link.'],
    [409, 'This invitation has already been used.'],
    [410, 'This invitation has expired. Ask Ann for a new one.'],
  ])('a preview refused with %i shows the server’s message and the way home', async (status, message) => {
    answers['POST public/InvitationPreview'] = refusal(status, message);
    renderShell(PATH);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    await userEvent.click(within(alert).getByRole('link', { name: GO_HOME_TEXT }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/core\/landing$/);
  });
});

describe('signed in', () => {
  test('Accept joins the yard, says so and opens the yard’s page, carrying the key', async () => {
    answers['POST users/12/InvitationAccept'] = () =>
      HttpResponse.json({ YardId: 5, Role: 'gardener', message: 'You now garden Back Yard with Ann.' });
    signedInByKey(MEMBER);
    renderShell(`${PATH}?key=k3y`);
    await userEvent.click(await screen.findByRole('button', { name: ACCEPT_TEXT }));
    expect(await screen.findByText('You now garden Back Yard with Ann.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/yards/view/5?key=k3y'));
    expect(await screen.findByTestId('remote-app')).toHaveTextContent('Remote app for yards');
    expect(callsTo('POST', 'users/12/InvitationAccept')).toEqual([
      { method: 'POST', path: 'users/12/InvitationAccept', body: { Token: TOKEN } },
    ]);
    // The join form is for people without an account.
    expect(callsTo('POST', 'public/InvitationJoin')).toEqual([]);
  });

  test('Not now goes home and accepts nothing', async () => {
    signedInByKey(MEMBER);
    renderShell(`${PATH}?key=k3y`);
    await userEvent.click(await screen.findByRole('link', { name: NOT_NOW_TEXT }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/core\/landing\?key=k3y$/);
    expect(callsTo('POST', 'users/12/InvitationAccept')).toEqual([]);
  });

  test.each([
    [404, 'There is no such invitation.'],
    [409, 'You already garden Back Yard.'],
    [410, 'This invitation has expired.'],
  ])('an accept refused with %i shows the server’s message and the way home', async (status, message) => {
    answers['POST users/12/InvitationAccept'] = refusal(status, message);
    signedInByKey(MEMBER);
    renderShell(`${PATH}?key=k3y`);
    await userEvent.click(await screen.findByRole('button', { name: ACCEPT_TEXT }));
    const alert = await pageAlert();
    expect(alert).toHaveTextContent(message);
    expect(within(alert).getByRole('link', { name: GO_HOME_TEXT })).toHaveAttribute(
      'href',
      '/core/landing?key=k3y',
    );
    expect(screen.queryByRole('button', { name: ACCEPT_TEXT })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(PATH);
  });
});

describe('signed out', () => {
  async function join(email: string, name = '') {
    await userEvent.type(await screen.findByRole('textbox', { name: EMAIL_LABEL }), email);
    if (name) await userEvent.type(screen.getByRole('textbox', { name: new RegExp(NAME_LABEL) }), name);
    await userEvent.click(screen.getByRole('button', { name: JOIN_TEXT }));
  }

  test('offers the join form and tells people with an account what to do', async () => {
    renderShell(PATH);
    expect(await screen.findByRole('textbox', { name: EMAIL_LABEL })).toBeRequired();
    expect(screen.getByText(HAVE_AN_ACCOUNT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ACCEPT_TEXT })).not.toBeInTheDocument();
    expect(screen.queryByText(FOR_AN_ADDRESS)).not.toBeInTheDocument();
  });

  test('Join and accept makes the account, signs in with its key as a sign-in link does, and opens the yard', async () => {
    answers['POST public/InvitationJoin'] = () =>
      HttpResponse.json({
        YardId: 5,
        Role: 'gardener',
        message: 'Welcome! You now garden Back Yard with Ann.',
        Key: 'new-key_30',
        UserId: 30,
      });
    answers['POST bridge'] = () => HttpResponse.json(NEWCOMER);
    const { store } = renderShell(PATH);
    await join('  ben@example.org ', 'Ben');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/yards/view/5?key=new-key_30'),
    );
    expect(await screen.findByTestId('remote-app')).toHaveTextContent('Remote app for yards');
    expect(callsTo('POST', 'public/InvitationJoin').map((call) => call.body)).toEqual([
      { Token: TOKEN, Email: 'ben@example.org', Name: 'Ben' },
    ]);
    expect(callsTo('POST', 'bridge').map((call) => call.body)).toEqual([{ username: 'new-key_30' }]);
    expect(selectIdentity(store.getState())?.Id).toBe(30);
    expect(screen.getByText('Welcome! You now garden Back Yard with Ann.')).toBeInTheDocument();
  });

  test('a blank name is left out, and a wrong email is said under its field without a call', async () => {
    renderShell(PATH);
    await join('not-an-address');
    expect(await screen.findByRole('textbox', { name: EMAIL_LABEL })).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('POST', 'public/InvitationJoin')).toEqual([]);

    answers['POST public/InvitationJoin'] = refusal(409, 'x');
    await userEvent.clear(screen.getByRole('textbox', { name: EMAIL_LABEL }));
    await join('ben@example.org');
    await waitFor(() =>
      expect(callsTo('POST', 'public/InvitationJoin').map((call) => call.body)).toEqual([
        { Token: TOKEN, Email: 'ben@example.org' },
      ]),
    );
  });

  test('an invitation for one address says to join with it', async () => {
    answers['POST public/InvitationPreview'] = () => HttpResponse.json({ ...PREVIEW, ForAnAddress: true });
    renderShell(PATH);
    expect(await screen.findByText(FOR_AN_ADDRESS)).toBeInTheDocument();
  });

  test.each([
    [403, 'This invitation was sent to another email address.'],
    [409, 'There is already an account with this email address. Open your sign-in link first.'],
    [410, 'This invitation has expired.'],
    [404, 'There is no such invitation.'],
  ])(
    'a join refused with %i shows the server’s message, the way home, and signs nobody in',
    async (status, message) => {
      answers['POST public/InvitationJoin'] = refusal(status, message);
      const { store } = renderShell(PATH);
      await join('ben@example.org');
      const alert = await pageAlert();
      expect(alert).toHaveTextContent(message);
      expect(within(alert).getByRole('link', { name: GO_HOME_TEXT })).toHaveAttribute(
        'href',
        '/core/landing',
      );
      expect(screen.getByRole('textbox', { name: EMAIL_LABEL })).toHaveValue('ben@example.org');
      expect(callsTo('POST', 'bridge')).toEqual([]);
      expect(selectIdentity(store.getState())).toBeNull();
    },
  );
});
