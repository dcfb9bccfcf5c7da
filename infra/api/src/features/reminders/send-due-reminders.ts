import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { reminderSettings, users } from '../../db/schema';
import { hashSecret, newSecret } from '../../identity/secrets';
import { queueMail } from '../common/outbox-mail';
import { dueTasksOf } from './due-tasks';
import { frostAlertsFor } from './frost-alerts';
import { gardenerTimeZone } from './gardener-time-zone';
import { localDayAndHour } from './local-time';
import { reminderMail } from './reminder-mail';

export interface ReminderRunOptions {
  now: Date;
  /** Where the app is served, for the task list and unsubscribe links. */
  appAddress: string;
}

/** What one run did, for tests and the log. */
export interface ReminderRun {
  /** Reminders queued in the outbox. */
  queued: number;
  /** Gardeners whose morning came with nothing to remind of: their day is marked done. */
  nothingDue: number;
  /** Why a gardener's reminder failed; the others' go out all the same, theirs at the next run. */
  failures: string[];
}

/**
 * Claims the gardener's reminder for `day`: one conditional UPDATE, so of two instances
 * running at once only one gets the row back (the other's UPDATE waits for the first's
 * transaction and then finds the day taken). A mail's unsubscribe token replaces the last
 * one; only its SHA-256 is kept.
 */
async function claimDay(tx: Database, userId: number, day: string, unsubscribeHash: string | null) {
  const claimed = await tx
    .update(reminderSettings)
    .set({ lastSentOn: day, ...(unsubscribeHash !== null && { unsubscribeHash }) })
    .where(
      and(
        eq(reminderSettings.userId, userId),
        eq(reminderSettings.channel, 'email'),
        sql`${reminderSettings.lastSentOn} IS DISTINCT FROM ${day}`,
      ),
    )
    .returning({ userId: reminderSettings.userId });
  return claimed.length > 0;
}

interface ReminderGardener {
  userId: number;
  morningHour: number;
  lastSentOn: string | null;
  email: string;
  firstname: string;
  name: string;
}

/** One gardener's turn: nothing before their morning or on a day already done. */
async function remindOne(
  db: Database,
  gardener: ReminderGardener,
  { now, appAddress }: ReminderRunOptions,
): Promise<'queued' | 'nothing due' | 'not now' | 'taken'> {
  const local = localDayAndHour(now, await gardenerTimeZone(db, gardener.userId));
  if (local.hour < gardener.morningHour) return 'not now';
  if (gardener.lastSentOn !== null && gardener.lastSentOn >= local.day) return 'not now';
  const tasks = await dueTasksOf(db, gardener.userId, local.day);
  const frost = await frostAlertsFor(db, gardener.userId, local.day, gardener.lastSentOn);
  const token = tasks.length > 0 || frost.length > 0 ? newSecret() : null;
  return db.transaction(async (tx) => {
    if (!(await claimDay(tx, gardener.userId, local.day, token && hashSecret(token)))) return 'taken';
    if (token === null) return 'nothing due';
    const mail = reminderMail({
      name: gardener.firstname.trim() || gardener.name.trim(),
      tasks,
      frost,
      today: local.day,
      appAddress,
      unsubscribeToken: token,
    });
    await queueMail(tx, { userId: gardener.userId, to: gardener.email, at: now }, mail);
    return 'queued' as const;
  });
}

/**
 * One run of the daily reminders: every gardener who chose e-mail, whose local hour (the
 * time zone of their yard, gardener-time-zone.ts) has reached their morning hour and whose
 * local day has had no reminder yet, gets one digest of the care tasks due or past due and
 * of the frost coming to their yards, queued in the outbox. With nothing to tell no mail is
 * queued, but the day is marked done all the same.
 */
export async function sendDueReminders(
  db: Database,
  { now, appAddress }: ReminderRunOptions,
): Promise<ReminderRun> {
  const run: ReminderRun = { queued: 0, nothingDue: 0, failures: [] };
  const gardeners = await db
    .select({
      userId: reminderSettings.userId,
      morningHour: reminderSettings.morningHour,
      lastSentOn: reminderSettings.lastSentOn,
      email: users.email,
      firstname: users.firstname,
      name: users.name,
    })
    .from(reminderSettings)
    .innerJoin(users, eq(users.id, reminderSettings.userId))
    .where(eq(reminderSettings.channel, 'email'))
    .orderBy(reminderSettings.userId);
  for (const gardener of gardeners) {
    try {
      const outcome = await remindOne(db, gardener, { now, appAddress });
      if (outcome === 'queued') run.queued += 1;
      else if (outcome === 'nothing due') run.nothingDue += 1;
    } catch (error) {
      run.failures.push(
        `gardener ${gardener.userId}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return run;
}
