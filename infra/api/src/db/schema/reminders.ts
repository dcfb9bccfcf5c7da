import { date, integer, pgTable, text } from 'drizzle-orm/pg-core';
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
