import type { ReminderChannel } from '@thrive/shared/contracts';
import { hourLabel } from './reminder-hours';

export const REMINDERS_TITLE = 'Care reminders';
export const LOADING_REMINDERS = 'Loading your reminders…';
export const NO_REMINDERS_LABEL = 'No reminders';
export const EMAIL_LABEL = 'A morning e-mail of the day’s care tasks';
export const EMAIL_HINT = 'With frost alerts for your yards, and a link to stop it in every e-mail.';
export const HOUR_LABEL = 'Send it at';
export const HOUR_HINT = 'Your yard’s local time.';
export const SAVE_TEXT = 'Save reminders';

/** The toast of a save, saying what was saved. */
export function remindersSavedMessage(channel: ReminderChannel, hour: number): string {
  return channel === 'email'
    ? `Saved: a morning e-mail at ${hourLabel(hour)}, your yard’s time.`
    : 'Saved: no reminders.';
}
