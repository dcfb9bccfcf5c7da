import type { FormEvent } from 'react';
import { errorText, notify, selectIdentity, useAppSelector, useSendFeedbackMutation } from '@thrive/shared';
import { feedbackInputSchema, type FeedbackInput } from '@thrive/shared/contracts';
import { useContractForm } from '@thrive/shared/forms';
import { useFeedbackPhotos } from './use-feedback-photos';

/** SPEC §3 Suggestion form: subject, body and email, each with its error flag; photos apart. */
type FeedbackFields = Omit<FeedbackInput, 'images'>;

const FEEDBACK_SENT_MESSAGE = 'Thank you! Your suggestion was sent.';
/** The answer's code when the suggestion was taken (SPEC §7: 0 = ok). */
const SENT_CODE = 0;

export const feedbackFieldId = (field: keyof FeedbackFields) => `feedback-${field}`;

/**
 * The suggestion form (SPEC §3, §5 "Suggest validation flags subject, body and email"): checked
 * against the contract before sending, each flagged field with its message. The email starts
 * as the identity's; the uploaded photos go as `images` (their ids), and nothing is sent while a
 * photo is still uploading. A sent suggestion clears subject, body and photos and keeps the email.
 */
export function useFeedbackForm() {
  const identityEmail = useAppSelector(selectIdentity)?.Email ?? '';
  const [send] = useSendFeedbackMutation();
  const photos = useFeedbackPhotos();
  const form = useContractForm<FeedbackFields, FeedbackInput>({
    schema: feedbackInputSchema,
    defaultValues: { subject: '', body: '', email: identityEmail },
    toInput: (values) => ({ ...values, images: photos.ids }),
  });

  const sendChecked = form.submitWith(async (input) => {
    const answer = await send(input).unwrap();
    if (answer.code !== SENT_CODE) {
      notify({ message: answer.message || errorText(null), variant: 'error' });
      return;
    }
    form.reset({ ...form.getValues(), subject: '', body: '' });
    photos.reset();
    notify({ message: answer.message || FEEDBACK_SENT_MESSAGE, variant: 'success' });
  });

  const submit = async (event: FormEvent) => {
    // Enter in a field submits even while Send waits for the uploads.
    if (photos.uploading) {
      event.preventDefault();
      return;
    }
    await sendChecked(event);
  };

  return { form, photos, submit };
}
