import { and, asc, desc, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { outbox } from '../../db/schema';

/** One mail as the operators see it. */
export interface OutboxEntry {
  id: number;
  to: string;
  subject: string;
  createdAt: Date;
  attempts: number;
  /** When it is tried next; null: at the next look. */
  nextAttemptAt: Date | null;
  failedAt: Date | null;
  lastError: string;
}

/** The outbox for the operator page: how many mails wait, went and failed, and which. */
export interface OutboxSummary {
  queued: number;
  sent: number;
  failed: number;
  /** The latest failed mails, newest first. */
  failedMails: OutboxEntry[];
  /** The mails waiting, oldest first. */
  queuedMails: OutboxEntry[];
}

/** Enough to see what goes wrong without a page of thousands. */
const OUTBOX_LISTED = 50;

const entry = {
  id: outbox.id,
  to: outbox.to,
  subject: outbox.subject,
  createdAt: outbox.createdAt,
  attempts: outbox.attempts,
  nextAttemptAt: outbox.nextAttemptAt,
  failedAt: outbox.failedAt,
  lastError: outbox.lastError,
};
const isQueued = and(isNull(outbox.sentAt), isNull(outbox.failedAt));
const isFailed = and(isNull(outbox.sentAt), isNotNull(outbox.failedAt));

export async function outboxSummary(db: Database): Promise<OutboxSummary> {
  const [counts] = await db
    .select({
      queued: sql<number>`count(*) filter (where ${isQueued})`.mapWith(Number),
      sent: sql<number>`count(${outbox.sentAt})`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${isFailed})`.mapWith(Number),
    })
    .from(outbox);
  const failedMails = await db
    .select(entry)
    .from(outbox)
    .where(isFailed)
    .orderBy(desc(outbox.failedAt), desc(outbox.id))
    .limit(OUTBOX_LISTED);
  const queuedMails = await db
    .select(entry)
    .from(outbox)
    .where(isQueued)
    .orderBy(asc(outbox.id))
    .limit(OUTBOX_LISTED);
  return {
    queued: counts?.queued ?? 0,
    sent: counts?.sent ?? 0,
    failed: counts?.failed ?? 0,
    failedMails,
    queuedMails,
  };
}
