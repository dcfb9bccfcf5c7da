import { eq, sql } from 'drizzle-orm';
import type { ReminderChannel, ReminderSettingsInput } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { reminderSettings } from '../../db/schema';
import { notFound } from '../../http-errors';
import { hashSecret } from '../../identity/secrets';

/** A gardener without a row has never chosen: no reminders, from 7 in the morning. */
const DEFAULT_SETTINGS: ReminderSettingsInput = { Channel: 'none', MorningHour: 7 };

/** The gardener's choice as GET users/{uid}/ReminderSettings answers it. */
export async function reminderSettingsOf(db: Database, userId: number): Promise<ReminderSettingsInput> {
  const [row] = await db
    .select({ channel: reminderSettings.channel, morningHour: reminderSettings.morningHour })
    .from(reminderSettings)
    .where(eq(reminderSettings.userId, userId));
  return row ? { Channel: row.channel as ReminderChannel, MorningHour: row.morningHour } : DEFAULT_SETTINGS;
}

/**
 * PUT users/{uid}/ReminderSettings. The day already reminded of (last_sent_on) is kept, so
 * saving again the same morning sends no second reminder.
 */
export async function saveReminderSettings(
  db: Database,
  userId: number,
  input: ReminderSettingsInput,
): Promise<ReminderSettingsInput> {
  const values = { channel: input.Channel, morningHour: input.MorningHour };
  await db
    .insert(reminderSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: reminderSettings.userId, set: values });
  return reminderSettingsOf(db, userId);
}

const UNSUBSCRIBED_MESSAGE = 'E-mail reminders are off. You can turn them on again in Settings.';
const UNKNOWN_UNSUBSCRIBE_TOKEN =
  'This unsubscribe link is not known or is from an older reminder. Turn reminders off in Settings, or use the link in your latest reminder.';

/**
 * POST public/Unsubscribe: the token of a reminder mail turns e-mail reminders off for its
 * gardener. Only e-mail: a gardener who has since chosen a push channel keeps it.
 */
export async function unsubscribeByToken(db: Database, token: string): Promise<{ message: string }> {
  const found = await db
    .update(reminderSettings)
    .set({
      channel: sql`case when ${reminderSettings.channel} = 'email' then 'none' else ${reminderSettings.channel} end`,
    })
    .where(eq(reminderSettings.unsubscribeHash, hashSecret(token)))
    .returning({ userId: reminderSettings.userId });
  if (found.length === 0) throw notFound(UNKNOWN_UNSUBSCRIBE_TOKEN);
  return { message: UNSUBSCRIBED_MESSAGE };
}
