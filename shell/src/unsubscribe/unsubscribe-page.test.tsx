import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { testIdentity } from '@thrive/shared/testing';
import { publicPageApi, refusal } from '../testing/public-page-api';
import { renderShell } from '../testing/render-shell';
import { signedInByKey } from '../testing/signed-in-by-key';
import {
  CONFIRM_HEADING,
  GO_HOME_TEXT,
  INCOMPLETE_LINK_HEADING,
  TURN_OFF_TEXT,
  TURN_ON_AGAIN_TEXT,
} from './unsubscribe-texts';

const TOKEN = 'uN5ubScR1bE_t0ken-0123456';
const PATH = `/unsubscribe/${TOKEN}`;
const DONE = 'You will get no more reminder e-mails. Your care tasks are still in the app.';
const MEMBER = testIdentity({ Id: 12, LandingPage: 'launchpad' });

const { answers, callsTo } = publicPageApi({
  'POST public/Unsubscribe': () => HttpResponse.json({ message: DONE }),
  'GET users/12': () => HttpResponse.json(MEMBER),
  'GET Common/0/MenuUrls': () => HttpResponse.json([]),
  'GET Users/0/Sponsor': () => HttpResponse.json([]),
  'GET Users/0/ExpertSponsor': () => HttpResponse.json(null),
});

const unsubscribeCalls = () => callsTo('POST', 'public/Unsubscribe');

describe('the unsubscribe page (#/unsubscribe/{token})', () => {
  test('asks first and sends nothing on opening: mail scanners open links', async () => {
    renderShell(PATH);
    expect(await screen.findByRole('heading', { name: CONFIRM_HEADING })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: TURN_OFF_TEXT })).toBeEnabled();
    expect(screen.getByTestId('header-title')).toHaveTextContent('E-mail reminders');
    expect(unsubscribeCalls()).toEqual([]);
  });

  test('Turn them off sends the token in the body and shows the server’s message, Settings and the way home', async () => {
    renderShell(PATH);
    await userEvent.click(await screen.findByRole('button', { name: TURN_OFF_TEXT }));
    const message = await screen.findByText(DONE);
    // Said politely, as a status, with the way back in.
    const done = message.closest<HTMLElement>('[role="status"]')!;
    expect(done).not.toBeNull();
    expect(within(done).getByText(TURN_ON_AGAIN_TEXT)).toBeInTheDocument();
    expect(unsubscribeCalls()).toEqual([
      { method: 'POST', path: 'public/Unsubscribe', body: { Token: TOKEN } },
    ]);
    expect(screen.queryByRole('button', { name: TURN_OFF_TEXT })).not.toBeInTheDocument();
    await userEvent.click(within(done).getByRole('link', { name: GO_HOME_TEXT }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/core\/landing$/);
  });

  test('works the same signed in, carrying the key home', async () => {
    signedInByKey(MEMBER);
    renderShell(`${PATH}?key=k3y`);
    await userEvent.click(await screen.findByRole('button', { name: TURN_OFF_TEXT }));
    expect(await screen.findByText(DONE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: GO_HOME_TEXT })).toHaveAttribute('href', '/core/landing?key=k3y');
    expect(unsubscribeCalls()).toHaveLength(1);
  });

  test('a link cut short says so at once and asks the server nothing', async () => {
    renderShell('/unsubscribe/abc');
    expect(await screen.findByRole('heading', { name: INCOMPLETE_LINK_HEADING })).toBeInTheDocument();
    expect(
      screen.getByText('This unsubscribe link is not complete. Copy the whole link again.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TURN_OFF_TEXT })).not.toBeInTheDocument();
    expect(unsubscribeCalls()).toEqual([]);
  });

  test.each([
    [404, 'There is no such unsubscribe link.'],
    [400, 'This unsubscribe link is not complete. Copy the whole link again.'],
  ])('a refusal with %i shows the server’s message and the way home', async (status, message) => {
    answers['POST public/Unsubscribe'] = refusal(status, message);
    renderShell(PATH);
    await userEvent.click(await screen.findByRole('button', { name: TURN_OFF_TEXT }));
    const alert = await screen.findByRole('alert', { name: '' });
    expect(alert).toHaveTextContent(message);
    expect(within(alert).getByRole('link', { name: GO_HOME_TEXT })).toHaveAttribute('href', '/core/landing');
    expect(screen.queryByRole('button', { name: TURN_OFF_TEXT })).not.toBeInTheDocument();
  });
});
