import { and, count, eq, gt, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { HttpError, unauthorized } from '../../http-errors';
import { queueMail, type MailSending, type OutboxMail } from './outbox-mail';
import { DAY_MS } from './time-units';

/** How many of a kind of sending a gardener may make in any 24 hours, and how they are counted. */
export interface DailyLimit {
  perDay: number;
  /** The 429's message, past the limit. */
  message: string;
  /** The rows of what was sent: their gardener and time columns, and what else marks them. */
  counted: { table: PgTable; userId: PgColumn; createdAt: PgColumn; where?: SQL };
}

/**
 * A gardener's sending under a daily limit, in one transaction: the gardener's row is locked
 * while counting, so sendings made at once cannot pass the limit together; past the limit it
 * is 429. Then `write` keeps what was sent and gives the mail, queued in the outbox: all of
 * it or none.
 */
export async function sendWithinDailyLimit<T>(
  db: Database,
  sending: MailSending,
  limit: DailyLimit,
  write: (tx: Database, sender: { email: string }) => Promise<{ mail: OutboxMail; result: T }>,
): Promise<T> {
  const { userId, at } = sending;
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw unauthorized();
    const { table, userId: sender, createdAt, where } = limit.counted;
    const [recent] = await tx
      .select({ sent: count() })
      .from(table)
      .where(and(eq(sender, userId), where, gt(createdAt, new Date(at.getTime() - DAY_MS))));
    if ((recent?.sent ?? 0) >= limit.perDay) throw new HttpError(429, limit.message);
    const { mail, result } = await write(tx, user);
    await queueMail(tx, sending, mail);
    return result;
  });
}
