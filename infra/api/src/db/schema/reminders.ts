import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ownerId } from './identity';

/**
 * How a gardener wants their daily care reminder (features/reminders/): the channel
 * ('none' | 'email' | 'web-push' | 'app-push', the contracts' REMINDER_CHANNELS) and the
 * local hour from which it may go out. `last_sent_on` is the gardener's local day of the
 * last reminder run for them, so each day gets at most one. Only the SHA-256 of the
 * unsubscribe token in the last reminder mail is kept, as for sign-in keys.
 */
export const reminderSettings = pgTable('reminder_settings', {
  userId: ownerId().primaryKey(),
  channel: text('channel').notNull().default('none'),
  morningHour: integer('morning_hour').notNull().default(7),
  lastSentOn: date('last_sent_on'),
  unsubscribeHash: text('unsubscribe_hash').unique(),
});

/**
 * A browser that takes the gardener's push reminders (Web Push): the push service's
 * endpoint and the browser's public key and auth secret that encrypt what is sent to it. One
 * row per browser; a browser that subscribes for another gardener moves to them, since its
 * endpoint reaches whoever uses it now. The push service's 404 or 410 removes the row.
 */
export const webPushSubscriptions = pgTable(
  'web_push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    userId: ownerId(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('web_push_subscriptions_user').on(table.userId)],
);

/**
 * A phone whose Thrive Garden app takes the gardener's push reminders: the token the app's
 * push service (FCM) gave it, which the app hands the web app through the wrapper bridge.
 * One row per token; a phone that signs in as another gardener moves to them. The push
 * service's "unregistered" removes the row.
 */
export const appPushTokens = pgTable(
  'app_push_tokens',
  {
    token: text('token').primaryKey(),
    userId: ownerId(),
    platform: text('platform').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('app_push_tokens_user').on(table.userId)],
);
