import type { ReminderChannel } from '@thrive/shared/contracts';
import { hourLabel } from './reminder-hours';

export const REMINDERS_TITLE = 'Care reminders';
export const LOADING_REMINDERS = 'Loading your reminders…';
export const NO_REMINDERS_LABEL = 'No reminders';
export const EMAIL_LABEL = 'A morning e-mail of the day’s care tasks';
export const EMAIL_HINT = 'With frost alerts for your yards, and a link to stop it in every e-mail.';
export const PUSH_LABEL = 'A morning notification in this browser';
export const PUSH_HINT =
  'The same list and frost alerts. Your browser asks to allow notifications; each browser you want them in is set up in it.';
export const PUSH_UNAVAILABLE_HINT =
  'Chosen in another browser, which gets them. This one cannot show notifications (on an iPhone, add the app to the home screen first).';
export const APP_PUSH_LABEL = 'A morning notification from the app';
export const APP_PUSH_HINT =
  'The same list and frost alerts, on this phone. The app asks to allow notifications.';
export const APP_PUSH_UNAVAILABLE_HINT =
  'This server does not send notifications to the app now, so none will come. Choose e-mail instead.';
export const HOUR_LABEL = 'Send it at';
export const HOUR_HINT = 'Your yard’s local time.';
export const SAVE_TEXT = 'Save reminders';

/** The toast of a save, saying what was saved. */
export function remindersSavedMessage(channel: ReminderChannel, hour: number): string {
  if (channel === 'email') return `Saved: a morning e-mail at ${hourLabel(hour)}, your yard’s time.`;
  if (channel === 'web-push')
    return `Saved: a morning notification in this browser at ${hourLabel(hour)}, your yard’s time.`;
  if (channel === 'app-push')
    return `Saved: a morning notification from the app at ${hourLabel(hour)}, your yard’s time.`;
  return 'Saved: no reminders.';
}
