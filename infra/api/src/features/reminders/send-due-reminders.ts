import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { reminderSettings, users } from '../../db/schema';
import { hashSecret, newSecret } from '../../identity/secrets';
import { queueMail } from '../common/outbox-mail';
import { dueTasksOf, type DueTask } from './due-tasks';
import { frostAlertsFor, type FrostAlert } from './frost-alerts';
import { gardenerTimeZone } from './gardener-time-zone';
import { localDayAndHour } from '../common/local-time';
import { reminderMail } from './reminder-mail';
import { reminderPush } from './reminder-push';
import { loadVapidKeys } from '../web-push/vapid-keys';
import { vapidSubject, webPushDelivery, type WebPushDelivery } from '../web-push/web-push-delivery';
import type { AppPushProvider } from '../app-push/app-push-provider';
import { browserTargets, phoneTargets, pushToTargets } from './push-targets';

export interface ReminderRunOptions {
  now: Date;
  /** Where the app is served, for the task list and unsubscribe links. */
  appAddress: string;
  /** How a push reaches a browser; by default Web Push signed with the database's VAPID keys. */
  webPush?: WebPushDelivery;
  /** How a push reaches the phone app (FCM); null when the server has none (FCM_CREDENTIALS). */
  appPush?: AppPushProvider | null;
}

/** What one run did, for tests and the log. */
export interface ReminderRun {
  /** Reminders queued in the outbox. */
  queued: number;
  /** Gardeners whose reminder was pushed to at least one of their browsers. */
  pushed: number;
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
async function claimDay(
  tx: Database,
  { userId, channel }: Pick<ReminderGardener, 'userId' | 'channel'>,
  day: string,
  unsubscribeHash: string | null,
) {
  const claimed = await tx
    .update(reminderSettings)
    .set({ lastSentOn: day, ...(unsubscribeHash !== null && { unsubscribeHash }) })
    .where(
      and(
        eq(reminderSettings.userId, userId),
        eq(reminderSettings.channel, channel),
        sql`${reminderSettings.lastSentOn} IS DISTINCT FROM ${day}`,
      ),
    )
    .returning({ userId: reminderSettings.userId });
  return claimed.length > 0;
}

/** The channels that send something. */
const SENT_CHANNELS: ReminderGardener['channel'][] = ['email', 'web-push', 'app-push'];

interface ReminderGardener {
  userId: number;
  channel: 'email' | 'web-push' | 'app-push';
  morningHour: number;
  lastSentOn: string | null;
  email: string;
  firstname: string;
  name: string;
}

type Outcome = 'queued' | 'pushed' | 'nothing due' | 'not now' | 'taken';

/** Where one gardener's reminder goes; the run builds the push delivery when a gardener first needs it. */
interface ReminderDelivery extends Omit<ReminderRunOptions, 'webPush'> {
  pushDelivery: () => Promise<WebPushDelivery>;
}

/** The mail of the day, queued in the transaction that claims the day. */
async function queueReminderMail(
  db: Database,
  gardener: ReminderGardener,
  day: string,
  tasks: DueTask[],
  frost: FrostAlert[],
  { now, appAddress }: ReminderRunOptions,
): Promise<Outcome> {
  const token = tasks.length > 0 || frost.length > 0 ? newSecret() : null;
  return db.transaction(async (tx) => {
    if (!(await claimDay(tx, gardener, day, token && hashSecret(token)))) return 'taken';
    if (token === null) return 'nothing due';
    const mail = reminderMail({
      name: gardener.firstname.trim() || gardener.name.trim(),
      tasks,
      frost,
      today: day,
      appAddress,
      unsubscribeToken: token,
    });
    await queueMail(tx, { userId: gardener.userId, to: gardener.email, at: now }, mail);
    return 'queued' as const;
  });
}

/**
 * The push of the day, to every browser or phone of the gardener's channel. The day is
 * claimed first and the pushes sent after, outside any transaction: a push service that
 * fails loses that day's push (the failure is logged) rather than risk two.
 */
async function pushReminder(
  db: Database,
  gardener: ReminderGardener,
  day: string,
  tasks: DueTask[],
  frost: FrostAlert[],
  { appAddress, pushDelivery, appPush = null }: ReminderDelivery,
): Promise<Outcome> {
  if (!(await db.transaction((tx) => claimDay(tx, gardener, day, null)))) return 'taken';
  if (tasks.length === 0 && frost.length === 0) return 'nothing due';
  const targets =
    gardener.channel === 'app-push'
      ? await phoneTargets(db, gardener.userId, appPush)
      : await browserTargets(db, gardener.userId, pushDelivery);
  const sent = await pushToTargets(targets, reminderPush({ tasks, frost, appAddress }));
  return sent > 0 ? 'pushed' : 'nothing due';
}

/** One gardener's turn: nothing before their morning or on a day already done. */
async function remindOne(
  db: Database,
  gardener: ReminderGardener,
  options: ReminderDelivery,
): Promise<Outcome> {
  const local = localDayAndHour(options.now, await gardenerTimeZone(db, gardener.userId));
  if (local.hour < gardener.morningHour) return 'not now';
  if (gardener.lastSentOn !== null && gardener.lastSentOn >= local.day) return 'not now';
  const tasks = await dueTasksOf(db, gardener.userId, local.day);
  const frost = await frostAlertsFor(db, gardener.userId, local.day, gardener.lastSentOn);
  return gardener.channel === 'email'
    ? queueReminderMail(db, gardener, local.day, tasks, frost, options)
    : pushReminder(db, gardener, local.day, tasks, frost, options);
}

/**
 * One run of the daily reminders: every gardener who chose e-mail, push in the browser or
 * push in the app, whose local hour (the time zone of their yard, gardener-time-zone.ts) has
 * reached their morning hour and whose local day has had no reminder yet, gets one digest of
 * the care tasks due or past due and of the frost coming to their yards: a mail queued in the
 * outbox, or a push to each of their browsers or phones. With nothing to tell nothing is
 * sent, but the day is marked done all the same.
 */
export async function sendDueReminders(db: Database, options: ReminderRunOptions): Promise<ReminderRun> {
  const run: ReminderRun = { queued: 0, pushed: 0, nothingDue: 0, failures: [] };
  let delivery: Promise<WebPushDelivery> | undefined;
  const pushDelivery = () =>
    (delivery ??= options.webPush
      ? Promise.resolve(options.webPush)
      : loadVapidKeys(db).then((keys) => webPushDelivery(keys, vapidSubject(options.appAddress))));
  const gardeners = await db
    .select({
      userId: reminderSettings.userId,
      channel: reminderSettings.channel,
      morningHour: reminderSettings.morningHour,
      lastSentOn: reminderSettings.lastSentOn,
      email: users.email,
      firstname: users.firstname,
      name: users.name,
    })
    .from(reminderSettings)
    .innerJoin(users, eq(users.id, reminderSettings.userId))
    .where(inArray(reminderSettings.channel, SENT_CHANNELS))
    .orderBy(reminderSettings.userId);
  for (const gardener of gardeners) {
    try {
      const outcome = await remindOne(db, gardener as ReminderGardener, { ...options, pushDelivery });
      if (outcome === 'queued') run.queued += 1;
      else if (outcome === 'pushed') run.pushed += 1;
      else if (outcome === 'nothing due') run.nothingDue += 1;
    } catch (error) {
      run.failures.push(
        `gardener ${gardener.userId}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return run;
}
