import { useState, type FormEvent } from 'react';
import {
  errorText,
  fieldErrors,
  issuesByField,
  notify,
  selectIdentity,
  useAppSelector,
  useSendFeedbackMutation,
} from '@thrive/shared';
import { feedbackInputSchema, type FeedbackInput } from '@thrive/shared/contracts';
import { recheckErrors, type FieldMessages } from '@thrive/shared/validation';
import { useFeedbackPhotos } from './use-feedback-photos';

/** SPEC §3 Suggestion form: subject, body and email, each with its error flag. */
export type FeedbackField = Exclude<keyof FeedbackInput, 'images'>;
type FeedbackDraft = Record<FeedbackField, string>;

const FEEDBACK_SENT_MESSAGE = 'Thank you! Your suggestion was sent.';
/** The answer's code when the suggestion was taken (SPEC §7: 0 = ok). */
const SENT_CODE = 0;

export const feedbackFieldId = (field: FeedbackField) => `feedback-${field}`;

/**
 * The suggestion form (SPEC §3, §5 "Suggest validation flags subject, body and email"): checked
 * against the contract before sending, each flagged field with its message. The email starts
 * as the identity's; the uploaded photos go as `images` (their ids), and nothing is sent while a
 * photo is still uploading. A sent suggestion clears subject, body and photos and keeps the email.
 */
export function useFeedbackForm() {
  const identityEmail = useAppSelector(selectIdentity)?.Email ?? '';
  const [draft, setDraft] = useState<FeedbackDraft>({ subject: '', body: '', email: identityEmail });
  const [errors, setErrors] = useState<FieldMessages<FeedbackField>>({});
  const [send, { isLoading: sending }] = useSendFeedbackMutation();
  const photos = useFeedbackPhotos();

  const change = (field: FeedbackField, value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    // Once a message shows, its field is checked again as it changes: it goes when put right.
    const checked = feedbackInputSchema.safeParse({ ...next, images: photos.ids });
    setErrors(recheckErrors(errors, checked.success ? {} : issuesByField(checked.error), [field]));
  };

  const flag = (found: FieldMessages<FeedbackField>) => {
    setErrors(found);
    const first = (['subject', 'body', 'email'] as const).find((field) => found[field]);
    if (first) document.getElementById(feedbackFieldId(first))?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Enter in a field submits even while Send waits for the uploads.
    if (photos.uploading) return;
    const checked = feedbackInputSchema.safeParse({ ...draft, images: photos.ids });
    if (!checked.success) {
      flag(issuesByField(checked.error));
      return;
    }
    try {
      const answer = await send(checked.data).unwrap();
      if (answer.code !== SENT_CODE) {
        notify({ message: answer.message || errorText(null), variant: 'error' });
        return;
      }
      setDraft((current) => ({ ...current, subject: '', body: '' }));
      setErrors({});
      photos.reset();
      notify({ message: answer.message || FEEDBACK_SENT_MESSAGE, variant: 'success' });
    } catch (error) {
      flag(fieldErrors(error));
      notify({ message: errorText(error), variant: 'error' });
    }
  };

  return { draft, errors, sending, photos, change, submit };
}
