import type { Database } from '../../db/database';
import { startBackgroundLoop } from '../common/background-loop';
import type { MailConfig } from './mail-config';
import { smtpTransport, type MailTransport } from './mail-transport';
import { sendDueMail, type MailSending } from './send-due-mail';

/**
 * How often the outbox is looked at. A gardener waits at most this long for a mail, and a
 * look costs one indexed query that finds nothing most of the time, even with every
 * gateway worker looking: no setting is needed for it.
 */
const MAIL_POLL_MS = 5_000;

export interface MailSenderHandle {
  /** A run now, after the one under way if any; resolves when it has finished. */
  runNow(): Promise<void>;
  /** No more runs; resolves once a run under way has finished. */
  stop(): Promise<void>;
}

interface MailSenderOptions {
  /** SMTP_URL, MAIL_FROM, MAIL_MAX_TRIES; null: nothing is sent, nothing runs. */
  config: MailConfig | null;
  /** Where a failed run is told (the server log); the next run tries again. */
  log: (line: string) => void;
  clock?: () => Date;
  /** Else SMTP at config.smtpUrl. */
  transport?: MailTransport;
  /** Between two runs; tests drive the runs themselves with runNow. */
  everyMs?: number;
}

/**
 * Sends the outbox's mail in the background: once at start, then every MAIL_POLL_MS. Runs
 * never overlap, the timer never keeps the process alive, and a failed run is logged rather
 * than thrown. Every instance of the API may run one: the lease on each claimed mail
 * (outbox-lease.ts) keeps two from sending the same mail.
 */
export function startMailSender(
  db: Database,
  { config, log, clock = () => new Date(), transport, everyMs = MAIL_POLL_MS }: MailSenderOptions,
): MailSenderHandle {
  if (!config) return { runNow: async () => undefined, stop: async () => undefined };
  const mailer = transport ?? smtpTransport(config.smtpUrl);
  const sending: MailSending = {
    transport: mailer,
    from: config.from,
    maxTries: config.maxTries,
    clock,
  };
  const loop = startBackgroundLoop({
    everyMs,
    run: async () => {
      const { failed } = await sendDueMail(db, sending);
      if (failed)
        log(
          `${failed} mail${failed === 1 ? ' was' : 's were'} given up: see the outbox on the operator page`,
        );
    },
    log,
    failure: 'The outbox was not sent',
  });
  return {
    runNow: loop.runNow,
    async stop() {
      await loop.stop();
      if (!transport) mailer.close();
    },
  };
}
