import type { Database } from '../../db/database';
import { sendFailureOf } from './mail-backoff';
import type { MailSender } from './mail-config';
import { composeMail } from './mail-message';
import type { MailTransport } from './mail-transport';
import { claimDueMail, markSent, markTryFailed } from './outbox-lease';

/** Mails claimed at once: few enough to be sent well within their lease. */
const MAIL_BATCH = 10;

export interface MailSending {
  transport: MailTransport;
  from: MailSender;
  maxTries: number;
  clock: () => Date;
}

/** What one run did, for tests and the log. */
export interface MailRun {
  sent: number;
  retried: number;
  failed: number;
}

/**
 * One run of the sender: claims the mails due, sends them one by one outside any
 * transaction, and records each outcome; again while whole batches come back. A mail
 * claimed again after a lease ran out mid-send past its last try is given up unsent.
 */
export async function sendDueMail(db: Database, sending: MailSending): Promise<MailRun> {
  const { transport, from, maxTries, clock } = sending;
  const run: MailRun = { sent: 0, retried: 0, failed: 0 };
  for (;;) {
    const batch = await claimDueMail(db, clock(), MAIL_BATCH);
    for (const mail of batch) {
      if (mail.attempts > maxTries) {
        const failure = {
          message: 'The last try ended without an answer from the mail server.',
          permanent: true,
        };
        await markTryFailed(db, mail, failure, { now: clock(), maxTries });
        run.failed += 1;
        continue;
      }
      try {
        // A mail the gardener may turn off carries its own link (the outbox row's).
        await transport.send(composeMail(mail, from, { unsubscribeUrl: mail.unsubscribeUrl ?? undefined }));
      } catch (error) {
        const outcome = await markTryFailed(db, mail, sendFailureOf(error), { now: clock(), maxTries });
        run[outcome === 'failed' ? 'failed' : 'retried'] += 1;
        continue;
      }
      await markSent(db, mail.id, clock());
      run.sent += 1;
    }
    if (batch.length < MAIL_BATCH) return run;
  }
}
