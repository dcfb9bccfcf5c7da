import { AttachedPhotosField } from '@thrive/shared/uploads';
import { Button, FormField, formStyles } from '@thrive/shared';
import { EMAIL_MAX, FEEDBACK_BODY_MAX, FEEDBACK_SUBJECT_MAX } from '@thrive/shared/contracts';
import { AccountPage } from '../common/account-page';
import { feedbackFieldId, useFeedbackForm } from './use-feedback-form';
import styles from './feedback.module.css';

const FEEDBACK_TITLE = 'Suggestions & Feedback';

/** help/feedback (SPEC §2.4 Suggestions & Feedback, §3 Suggestion form, §7 POST feedback). */
export function FeedbackPage() {
  const { draft, errors, sending, photos, change, submit } = useFeedbackForm();
  return (
    <AccountPage title={FEEDBACK_TITLE}>
      <p className={styles.intro}>
        Tell us what would make Thrive Garden better for you, or what is not working. We read every message
        and answer by email.
      </p>
      <form
        className={formStyles.form}
        aria-label="Your suggestion"
        aria-busy={sending}
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <FormField id={feedbackFieldId('subject')} label="Subject" required error={errors.subject}>
          {(props) => (
            <input
              {...props}
              className={formStyles.control}
              maxLength={FEEDBACK_SUBJECT_MAX}
              value={draft.subject}
              onChange={(event) => change('subject', event.target.value)}
            />
          )}
        </FormField>
        <FormField id={feedbackFieldId('body')} label="Your suggestion" required error={errors.body}>
          {(props) => (
            <textarea
              {...props}
              className={`${formStyles.control} ${styles.body}`}
              rows={6}
              maxLength={FEEDBACK_BODY_MAX}
              value={draft.body}
              onChange={(event) => change('body', event.target.value)}
            />
          )}
        </FormField>
        <FormField
          id={feedbackFieldId('email')}
          label="Email"
          hint="Where we answer you."
          required
          error={errors.email}
        >
          {(props) => (
            <input
              {...props}
              type="email"
              inputMode="email"
              autoComplete="email"
              className={formStyles.control}
              maxLength={EMAIL_MAX}
              value={draft.email}
              onChange={(event) => change('email', event.target.value)}
            />
          )}
        </FormField>
        <AttachedPhotosField id="feedback-photos" photos={photos} hint="that show what you mean." />
        <div className={formStyles.buttons}>
          <Button
            type="submit"
            variant="primary"
            disabled={sending || photos.uploading}
            aria-describedby={photos.uploading ? 'feedback-waiting' : undefined}
          >
            {sending ? 'Sending…' : 'Send'}
          </Button>
          {photos.uploading && (
            <p id="feedback-waiting" className={styles.waiting}>
              Send waits until your photos are uploaded.
            </p>
          )}
        </div>
      </form>
    </AccountPage>
  );
}
