import { useState } from 'react';
import {
  Button,
  checkDateCompleted,
  DATE_COMPLETED_PLACEHOLDER,
  DATE_COMPLETED_TOAST_TITLE,
  formatDateCompleted,
  formStyles as fields,
  localToday,
  Modal,
  notify,
  parseDateCompleted,
} from '@thrive/shared';
import { CalendarButton } from '@thrive/shared/date-input';
import styles from './date-completed-dialog.module.css';

/** SPEC §2.6: the buttons of the date completed dialog. */
export const DATE_COMPLETED_CANCEL_TEXT = 'Cancel';
export const DATE_COMPLETED_ENTER_TEXT = 'Enter';
export const DATE_COMPLETED_TITLE = 'Date Completed';
/** SPEC §2.6/§5: every modal has an id. */
export const DATE_COMPLETED_DIALOG_ID = 'date-completed';

export interface DateCompletedDialogProps {
  open: boolean;
  /** The gardener's today (yyyy-mm-dd); the device's own day unless a page knows better. */
  today?: string;
  /** The change is being sent: Enter waits. */
  busy?: boolean;
  onCancel(): void;
  /** The completed date, yyyy-mm-dd. */
  onEnter(dateCompleted: string): void;
}

/**
 * Asks when the tasks were done (SPEC §2.6, §5 Date completed): today unless the gardener
 * says otherwise, typed mm-dd-yyyy or picked from the calendar. What is wrong is said in an
 * error toast titled 'Required Fields', and beside the field for screen readers.
 */
export function DateCompletedDialog({
  open,
  today,
  busy = false,
  onCancel,
  onEnter,
}: DateCompletedDialogProps) {
  return (
    <Modal
      id={DATE_COMPLETED_DIALOG_ID}
      title={DATE_COMPLETED_TITLE}
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
    >
      {/* Inside the modal, so every opening starts again from today. */}
      <DateCompletedForm today={today ?? localToday()} busy={busy} onCancel={onCancel} onEnter={onEnter} />
    </Modal>
  );
}

function DateCompletedForm({
  today,
  busy,
  onCancel,
  onEnter,
}: Required<Omit<DateCompletedDialogProps, 'open'>>) {
  const [text, setText] = useState(() => formatDateCompleted(today));
  const [error, setError] = useState<string | null>(null);
  const fieldId = `${DATE_COMPLETED_DIALOG_ID}-field`;
  const retype = (next: string) => {
    setText(next);
    // Once a message shows, the date is checked again as it changes: the message goes when
    // the date is right, and says what is still wrong until then (SPEC §5's words).
    if (error === null) return;
    const check = checkDateCompleted(next, today);
    setError(check.ok ? null : check.message);
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const check = checkDateCompleted(text, today);
        if (check.ok) {
          onEnter(check.date);
          return;
        }
        setError(check.message);
        notify({ title: DATE_COMPLETED_TOAST_TITLE, message: check.message, variant: 'error' });
      }}
    >
      <div className={fields.field}>
        <label htmlFor={fieldId} className={fields.label}>
          Date completed
        </label>
        <div className={styles.row}>
          <input
            id={fieldId}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            className={`${fields.control} ${styles.input}`}
            placeholder={DATE_COMPLETED_PLACEHOLDER}
            value={text}
            aria-invalid={error !== null}
            aria-describedby={error ? `${fieldId}-error` : undefined}
            onChange={(event) => retype(event.target.value)}
          />
          <CalendarButton
            fieldId={fieldId}
            label="Date completed"
            value={parseDateCompleted(text) ?? ''}
            max={today}
            onPick={(picked) => retype(formatDateCompleted(picked))}
          />
        </div>
        {error && (
          <p id={`${fieldId}-error`} className={fields.error}>
            {error}
          </p>
        )}
      </div>
      <div className={styles.buttons}>
        <Button grow onClick={onCancel}>
          {DATE_COMPLETED_CANCEL_TEXT}
        </Button>
        <Button grow type="submit" variant="primary" disabled={busy}>
          {DATE_COMPLETED_ENTER_TEXT}
        </Button>
      </div>
    </form>
  );
}
