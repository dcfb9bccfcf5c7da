import { z } from 'zod';

/**
 * How a gardener is reminded of the day's care tasks: not at all, by e-mail, or by a push to
 * the browser (Web Push) or the phone app (FCM, where the server is set up for it).
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

/** PUT users/{uid}/ReminderSettings: both settings at once. */
export const reminderSettingsInputSchema = z.object({
  Channel: reminderChannelSchema,
  MorningHour: reminderMorningHourSchema,
});

/**
 * GET users/{uid}/ReminderSettings (and PUT's answer): the gardener's own reminder settings,
 * and whether this server can push to the phone app (FCM set up), which Settings offers only then.
 */
export const reminderSettingsSchema = reminderSettingsInputSchema.extend({
  AppPushAvailable: z.boolean(),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

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

/** GET users/{uid}/WebPushKey: the server's VAPID public key, which a browser subscribes with. */
export const webPushKeySchema = z.object({ PublicKey: z.string() });
export type WebPushKey = z.infer<typeof webPushKeySchema>;

const PUSH_SUBSCRIPTION_MESSAGE =
  'This browser gave an incomplete push subscription. Turn push reminders off and on again.';

/**
 * Where a browser's push service takes messages for it. Push services are reached over
 * HTTPS only; anything else is refused, so the server never posts to a plain address.
 */
const pushEndpointSchema = z
  .string({ message: PUSH_SUBSCRIPTION_MESSAGE })
  .max(2000, PUSH_SUBSCRIPTION_MESSAGE)
  .regex(/^https:\/\/[^\s/?#]+\/\S*$/, PUSH_SUBSCRIPTION_MESSAGE);

/** The browser's keys, base64url as PushSubscription.toJSON() gives them. */
const pushKeySchema = z
  .string({ message: PUSH_SUBSCRIPTION_MESSAGE })
  .regex(/^[A-Za-z0-9_-]{16,200}={0,2}$/, PUSH_SUBSCRIPTION_MESSAGE);

/** PUT users/{uid}/WebPushSubscription: a browser's push subscription (PushSubscription.toJSON()). */
export const webPushSubscriptionInputSchema = z.object({
  Endpoint: pushEndpointSchema,
  Keys: z.object({ P256dh: pushKeySchema, Auth: pushKeySchema }, { message: PUSH_SUBSCRIPTION_MESSAGE }),
});
export type WebPushSubscriptionInput = z.input<typeof webPushSubscriptionInputSchema>;

/** DELETE users/{uid}/WebPushSubscription?Endpoint=…: this browser takes no more pushes. */
export const webPushEndpointQuerySchema = z.object({ Endpoint: pushEndpointSchema });

/** The phone platforms whose app hands the web app a push token. */
export const APP_PUSH_PLATFORMS = ['android', 'ios'] as const;

const APP_PUSH_TOKEN_MESSAGE =
  'The app gave an incomplete push token. Close the app, open it again and save again.';

/** An FCM registration token: long, URL-safe text. */
const appPushTokenSchema = z
  .string({ message: APP_PUSH_TOKEN_MESSAGE })
  .regex(/^[A-Za-z0-9_:.-]{20,4096}$/, APP_PUSH_TOKEN_MESSAGE);

/** PUT users/{uid}/AppPushToken: this phone's push token, as the app gave it through the wrapper bridge. */
export const appPushTokenInputSchema = z.object({
  Token: appPushTokenSchema,
  Platform: z.enum(APP_PUSH_PLATFORMS, {
    message: `The app's platform is one of: ${APP_PUSH_PLATFORMS.join(', ')}.`,
  }),
});
export type AppPushTokenInput = z.input<typeof appPushTokenInputSchema>;

/** DELETE users/{uid}/AppPushToken?Token=…: this phone takes no more pushes. */
export const appPushTokenQuerySchema = z.object({ Token: appPushTokenSchema });
