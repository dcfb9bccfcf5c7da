import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../testing/render-shell';
import {
  ASK_FOR_LINK_STEP,
  BROWSE_WITHOUT_ACCOUNT,
  NEWEST_LINK_STEP,
  SIGN_IN_PROBLEM_TEXTS,
} from './authentication-page';
import { signInProblemOf } from './sign-in-problem';

describe('the authentication page (issue 14)', () => {
  test('is reachable directly: titled Sign in, says what to do, with no call and no redirect', async () => {
    const { visited } = renderShell('/authentication');
    expect(await screen.findByRole('heading', { name: SIGN_IN_PROBLEM_TEXTS.unknown.heading })).toBeVisible();
    expect(screen.getByTestId('header-title')).toHaveTextContent('Sign in');
    expect(screen.getByText(NEWEST_LINK_STEP)).toBeInTheDocument();
    expect(screen.getByText(ASK_FOR_LINK_STEP)).toBeInTheDocument();
    expect(visited).toEqual(['/authentication']);
  });

  test.each(['missing', 'expired', 'revoked', 'unknown', 'signed-out', 'signed-out-offline'] as const)(
    'reason=%s gives its own heading and explanation',
    async (reason) => {
      renderShell(`/authentication?reason=${reason}`);
      const { heading, detail } = SIGN_IN_PROBLEM_TEXTS[reason];
      expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
      expect(screen.getByText(detail)).toBeInTheDocument();
    },
  );

  test('an unfamiliar reason reads as unknown', () => {
    expect(signInProblemOf('?reason=stolen')).toBe('unknown');
    expect(signInProblemOf('')).toBe('unknown');
    expect(signInProblemOf('?reason=expired')).toBe('expired');
  });

  test('the button goes to the launch pad, carrying the parameters, to browse signed out', async () => {
    renderShell('/authentication?reason=revoked&lat=40.7&ptl=1');
    await userEvent.click(await screen.findByRole('link', { name: BROWSE_WITHOUT_ACCOUNT }));
    expect(screen.getByTestId('location')).toHaveTextContent('/core/landing?lat=40.7&ptl=1');
    expect(await screen.findByRole('heading', { name: 'Welcome to Thrive Garden!' })).toBeInTheDocument();
  });

  test('a path below it is unknown and goes to the empty path', async () => {
    const { visited } = renderShell('/authentication/elsewhere');
    await screen.findByRole('heading', { name: 'Welcome to Thrive Garden!' });
    expect(visited).toEqual(['/authentication/elsewhere', '/', '/core']);
  });
});
