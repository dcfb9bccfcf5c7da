import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { outbox } from '../../db/schema';
import { retryDelayMs, type SendFailure } from './mail-backoff';

/**
 * How long a claimed mail is left to its sender. Longer than a batch can take with the
 * transport's timeouts (mail-transport.ts); when a sender dies mid-send, the lease runs out
 * and another (or it, restarted) tries the mail again.
 */
export const LEASE_MS = 15 * 60_000;

/** A mail claimed for sending; `attempts` counts this try. */
export interface ClaimedMail {
  id: number;
  to: string;
  subject: string;
  body: string;
  attempts: number;
  unsubscribeUrl: string | null;
}

/**
 * Claims up to `limit` mails due at `now` for one sender: one short statement counts the
 * try and leases the mails until now + LEASE_MS. Rows another sender is claiming at the
 * same moment are skipped (SKIP LOCKED), and a leased row is not due until its lease ends,
 * so no two senders get the same mail. The sending itself happens after this has
 * committed: a transaction held over SMTP would stall the embedded database's only
 * connection.
 */
export async function claimDueMail(db: Database, now: Date, limit: number): Promise<ClaimedMail[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        isNull(outbox.sentAt),
        isNull(outbox.failedAt),
        or(isNull(outbox.nextAttemptAt), lte(outbox.nextAttemptAt, now)),
      ),
    )
    .orderBy(asc(outbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
    .where(inArray(outbox.id, due))
    .returning({
      id: outbox.id,
      to: outbox.to,
      subject: outbox.subject,
      body: outbox.body,
      attempts: outbox.attempts,
      unsubscribeUrl: outbox.unsubscribeUrl,
    });
  return claimed.sort((a, b) => a.id - b.id);
}

/** The server took the mail. */
export async function markSent(db: Database, id: number, now: Date): Promise<void> {
  await db
    .update(outbox)
    .set({ sentAt: now, nextAttemptAt: null })
    .where(and(eq(outbox.id, id), isNull(outbox.sentAt)));
}

/**
 * A try failed: the mail waits for its next try (mail-backoff.ts), or is given up
 * (failed_at) when the refusal was final or this was its last try. The refusal's words are
 * kept for the operators either way.
 */
export async function markTryFailed(
  db: Database,
  mail: Pick<ClaimedMail, 'id' | 'attempts'>,
  failure: SendFailure,
  { now, maxTries }: { now: Date; maxTries: number },
): Promise<'retry' | 'failed'> {
  const givenUp = failure.permanent || mail.attempts >= maxTries;
  await db
    .update(outbox)
    .set(
      givenUp
        ? { failedAt: now, nextAttemptAt: null, lastError: failure.message }
        : {
            nextAttemptAt: new Date(now.getTime() + retryDelayMs(mail.attempts)),
            lastError: failure.message,
          },
    )
    .where(and(eq(outbox.id, mail.id), isNull(outbox.sentAt)));
  return givenUp ? 'failed' : 'retry';
}
