import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectHeaderTitle } from '@thrive/shared';
import { FEEDBACK_MESSAGES } from '@thrive/shared/contracts';
import { setupFakeAccountApi } from '../testing/fake-account-api';
import { renderAccount } from '../testing/render-account';
import { FEEDBACK_PHOTOS_TOO_MANY } from './use-feedback-photos';
import { fakePhotoUploads, photoFile } from '@thrive/shared/testing';

const api = setupFakeAccountApi();
const uploads = fakePhotoUploads();

beforeEach(() => {
  uploads.reset();
  api.server.use(uploads.handler);
  // compressPhoto says that it sends the original.
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
const subject = () => screen.getByRole('textbox', { name: /Subject/ });
const body = () => screen.getByRole('textbox', { name: /Your suggestion/ });
const email = () => screen.getByRole('textbox', { name: /Email/ });
const send = () => screen.getByRole('button', { name: 'Send' });
const fileInput = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[type="file"]')!;
const attached = () =>
  within(screen.getByRole('list', { name: 'Attached photos' }))
    .getAllByRole('img')
    .map((image) => image.getAttribute('src'));

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

  test('SPEC §5 suggest validation: a flagged field’s message stays while it is wrong and goes once it is right', async () => {
    const user = userEvent.setup();
    renderAccount('/help/feedback');
    await user.clear(email());
    await user.type(email(), 'fern@garden');
    await user.click(send());
    expect(email()).toHaveAccessibleDescription(expect.stringContaining(FEEDBACK_MESSAGES.email));
    await user.type(email(), '.');
    expect(email()).toHaveAccessibleDescription(expect.stringContaining(FEEDBACK_MESSAGES.email));
    await user.type(email(), 'org');
    expect(email()).toHaveAttribute('aria-invalid', 'false');
    expect(email()).not.toHaveAccessibleDescription(expect.stringContaining(FEEDBACK_MESSAGES.email));
    // Each field is checked on its own: the subject is still flagged until it is typed.
    expect(subject()).toHaveAttribute('aria-invalid', 'true');
    await user.type(subject(), 'Frost alerts');
    expect(subject()).toHaveAttribute('aria-invalid', 'false');
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

  test('SPEC §3 Suggestion form images: uploaded photos go as their ids; Send waits while one uploads', async () => {
    let release = () => {};
    uploads.data.gate = new Promise<void>((resolve) => (release = resolve));
    const user = userEvent.setup();
    const { container } = renderAccount('/help/feedback');
    await user.type(subject(), 'Leaf spots');
    await user.type(body(), 'These spots appeared last week.');
    await user.upload(fileInput(container), [
      photoFile('leaf.jpg'),
      photoFile('stem.jpg'),
      photoFile('root.jpg'),
    ]);
    await waitFor(() => expect(uploads.uploads).toHaveLength(1));
    expect(send()).toBeDisabled();
    expect(send()).toHaveAccessibleDescription('Send waits until your photos are uploaded.');
    release();
    await waitFor(() => expect(send()).toBeEnabled());
    expect(uploads.uploads).toEqual([
      expect.objectContaining({ origin: '0', imageType: '2', file: 'leaf.jpg' }),
      expect.objectContaining({ origin: '0', imageType: '2', file: 'stem.jpg' }),
      expect.objectContaining({ origin: '0', imageType: '2', file: 'root.jpg' }),
    ]);
    expect(attached()).toEqual([
      '/media/photos/900-thumb.jpg',
      '/media/photos/901-thumb.jpg',
      '/media/photos/902-thumb.jpg',
    ]);

    // A photo taken off the suggestion is not sent.
    await user.click(screen.getByRole('button', { name: 'Remove attached photo 2' }));
    expect(attached()).toEqual(['/media/photos/900-thumb.jpg', '/media/photos/902-thumb.jpg']);
    await user.click(send());
    expect(await screen.findByText('Thank you for your suggestion.')).toBeInTheDocument();
    expect(api.calls.at(-1)?.body).toEqual({
      subject: 'Leaf spots',
      body: 'These spots appeared last week.',
      email: 'gardener@example.com',
      images: [900, 902],
    });
    // Sent: the next suggestion starts without photos.
    expect(screen.queryByRole('list', { name: 'Attached photos' })).not.toBeInTheDocument();
  });

  test('at most 10 photos go with a suggestion (the contract’s bound): the rest are left out, with a word why', async () => {
    const user = userEvent.setup();
    const { container } = renderAccount('/help/feedback');
    const files = Array.from({ length: 12 }, (_, n) => photoFile(`photo-${n + 1}.jpg`));
    await user.upload(fileInput(container), files);
    expect(await screen.findByText(FEEDBACK_PHOTOS_TOO_MANY)).toBeInTheDocument();
    // Ten uploads one after another: more than waitFor's default second on a busy machine.
    await waitFor(() => expect(attached()).toHaveLength(10), { timeout: 5000 });
    expect(uploads.uploads).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Add photos' })).toBeDisabled();
  });
});
