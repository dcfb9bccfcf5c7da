import { AttachedPhotosField } from '@thrive/shared/uploads';
import { Button, formStyles } from '@thrive/shared';
import { EMAIL_MAX, FEEDBACK_BODY_MAX, FEEDBACK_SUBJECT_MAX } from '@thrive/shared/contracts';
import { TextAreaField, TextField } from '@thrive/shared/forms';
import { AccountPage } from '../common/account-page';
import { feedbackFieldId, useFeedbackForm } from './use-feedback-form';
import styles from './feedback.module.css';

const FEEDBACK_TITLE = 'Suggestions & Feedback';

/** help/feedback (SPEC §2.4 Suggestions & Feedback, §3 Suggestion form, §7 POST feedback). */
export function FeedbackPage() {
  const { form, photos, submit } = useFeedbackForm();
  const sending = form.formState.isSubmitting;
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
        <TextField
          form={form}
          name="subject"
          id={feedbackFieldId('subject')}
          label="Subject"
          required
          maxLength={FEEDBACK_SUBJECT_MAX}
        />
        {/* The field takes the control's class only, so the body's size is set from around it. */}
        <div className={styles.body}>
          <TextAreaField
            form={form}
            name="body"
            id={feedbackFieldId('body')}
            label="Your suggestion"
            required
            rows={6}
            maxLength={FEEDBACK_BODY_MAX}
          />
        </div>
        <TextField
          form={form}
          name="email"
          id={feedbackFieldId('email')}
          label="Email"
          hint="Where we answer you."
          required
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={EMAIL_MAX}
        />
        <AttachedPhotosField id="feedback-photos" photos={photos} hint="that show what you mean." />
        <div className={formStyles.buttons}>
          {/* Not the kit's SubmitButton: this one also waits for the uploads and says so. */}
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
