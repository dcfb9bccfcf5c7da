import type { Database } from '../../db/database';
import { startBackgroundLoop } from '../common/background-loop';
import type { AppPushConfig } from '../app-push/app-push-config';
import { fcmProvider } from '../app-push/fcm-provider';
import { sendDueReminders } from './send-due-reminders';

/**
 * Minutes between two looks for gardeners whose morning has come: a reminder goes out at
 * most this long after the hour they chose, and a look with nobody due reads one small table.
 */
const REMINDER_CHECK_MINUTES = 5;

export interface ReminderSchedule {
  /** No more runs; resolves once a run under way has finished. */
  stop(): Promise<void>;
}

interface ScheduleOptions {
  /** Where the app is served, for the links in the mails (appAddress in config.ts). */
  appAddress: string;
  /** Where a failed run is told (the server log); the next run tries again. */
  log: (line: string) => void;
  /** FCM_CREDENTIALS read (config.api.providers.appPush): pushes to the phone app; null: none. */
  appPush?: AppPushConfig | null;
  clock?: () => Date;
  everyMs?: number;
}

/**
 * Queues the daily care reminders in the background: once at start, then every
 * REMINDER_CHECK_MINUTES. Runs never overlap, the timer never keeps the process alive, and a
 * failure is logged rather than thrown. Every instance may run it: sendDueReminders claims
 * each gardener's day with a conditional UPDATE, so no one gets two. Tests call
 * sendDueReminders themselves with a fixed clock.
 */
export function startReminderSchedule(
  db: Database,
  {
    appAddress,
    log,
    appPush = null,
    clock = () => new Date(),
    everyMs = REMINDER_CHECK_MINUTES * 60_000,
  }: ScheduleOptions,
): ReminderSchedule {
  // One provider for every run, so its access token serves the day's pushes.
  const phones = appPush ? fcmProvider(appPush, { clock }) : null;
  const loop = startBackgroundLoop({
    everyMs,
    run: async () => {
      const { failures } = await sendDueReminders(db, { now: clock(), appAddress, appPush: phones });
      for (const failure of failures) log(`A care reminder was not sent (${failure}).`);
    },
    log,
    failure: 'Care reminders were not queued',
  });
  return { stop: loop.stop };
}
