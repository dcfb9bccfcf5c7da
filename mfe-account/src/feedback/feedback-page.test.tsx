import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectHeaderTitle } from '@thrive/shared';
import { FEEDBACK_MESSAGES } from '@thrive/shared/contracts';
import { setupFakeAccountApi } from '../testing/fake-account-api';
import { renderAccount } from '../testing/render-account';

const api = setupFakeAccountApi();
const subject = () => screen.getByRole('textbox', { name: /Subject/ });
const body = () => screen.getByRole('textbox', { name: /Your suggestion/ });
const email = () => screen.getByRole('textbox', { name: /Email/ });
const send = () => screen.getByRole('button', { name: 'Send' });

describe('Suggestions & Feedback (SPEC §3 Suggestion form, §7 POST users/{uid}/feedback)', () => {
  test('the email is prefilled from the identity', () => {
    const { store } = renderAccount('/help/feedback', { identity: { Email: 'rosa@example.com' } });
    expect(selectHeaderTitle(store.getState())).toBe('Suggestions & Feedback');
    expect(email()).toHaveValue('rosa@example.com');
    expect(subject()).toHaveValue('');
  });

  test('SPEC §5: suggest validation flags subject, body and email, and nothing is sent', async () => {
    const user = userEvent.setup();
    renderAccount('/help/feedback');
    await user.clear(email());
    await user.type(email(), 'not-an-email');
    await user.click(send());
    for (const [control, message] of [
      [subject(), FEEDBACK_MESSAGES.subject],
      [body(), FEEDBACK_MESSAGES.body],
      [email(), FEEDBACK_MESSAGES.email],
    ] as const) {
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(subject()).toHaveFocus();
    expect(api.calls).toEqual([]);
  });

  test('Send posts the suggestion; success says thank you and clears subject and body', async () => {
    const user = userEvent.setup();
    renderAccount('/help/feedback');
    await user.type(subject(), 'Frost alerts');
    await user.type(body(), 'Please warn me the night before a frost.');
    await user.click(send());
    expect(await screen.findByText('Thank you for your suggestion.')).toBeInTheDocument();
    expect(api.calls).toEqual([
      {
        method: 'POST',
        path: '/api/users/42/feedback',
        body: {
          subject: 'Frost alerts',
          body: 'Please warn me the night before a frost.',
          email: 'gardener@example.com',
          images: [],
        },
      },
    ]);
    expect(subject()).toHaveValue('');
    expect(body()).toHaveValue('');
    expect(email()).toHaveValue('gardener@example.com');
  });
});
