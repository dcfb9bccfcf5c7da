import { z } from 'zod';

/**
 * How a gardener is reminded of the day's care tasks: not at all, by e-mail, or (later) by a
 * push to the browser or the phone app. Only 'email' sends anything yet.
 */
export const REMINDER_CHANNELS = ['none', 'email', 'web-push', 'app-push'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

export const reminderChannelSchema = z.enum(REMINDER_CHANNELS, {
  message: `Choose how to be reminded: ${REMINDER_CHANNELS.join(', ')}.`,
});

/** The local hour (0–23, in the time zone of the gardener's yard) from which a reminder may go out. */
export const reminderMorningHourSchema = z
  .number({ message: 'Choose the hour for reminders as a whole number from 0 to 23.' })
  .int('Choose the hour for reminders as a whole number from 0 to 23.')
  .min(0, 'Choose the hour for reminders as a whole number from 0 to 23.')
  .max(23, 'Choose the hour for reminders as a whole number from 0 to 23.');

/** GET users/{uid}/ReminderSettings: the gardener's own reminder settings. */
export const reminderSettingsSchema = z.object({
  Channel: reminderChannelSchema,
  MorningHour: reminderMorningHourSchema,
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

/** PUT users/{uid}/ReminderSettings: both settings at once. */
export const reminderSettingsInputSchema = z.object({
  Channel: reminderChannelSchema,
  MorningHour: reminderMorningHourSchema,
});
export type ReminderSettingsInput = z.input<typeof reminderSettingsInputSchema>;

/**
 * The secret of a reminder mail's unsubscribe link. The link carries it after `#`, which
 * browsers never send to a server; the page sends it in a body.
 */
export const unsubscribeTokenSchema = z
  .string({ message: 'This unsubscribe link is not complete. Copy the whole link again.' })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, 'This unsubscribe link is not complete. Copy the whole link again.');

/** POST public/Unsubscribe { Token }: turns e-mail reminders off, without signing in. */
export const unsubscribeInputSchema = z.object({ Token: unsubscribeTokenSchema });
export type UnsubscribeInput = z.input<typeof unsubscribeInputSchema>;

/** Where a reminder mail's unsubscribe link leads in the app: `{appAddress}/#/unsubscribe/{token}`. */
export const unsubscribeLink = (appAddress: string, token: string): string =>
  `${appAddress.replace(/\/+$/, '')}/#/unsubscribe/${token}`;
