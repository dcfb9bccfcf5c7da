import type { Database } from '../../db/database';
import { outbox } from '../../db/schema';

/** An email for the outbox. */
export interface OutboxMail {
  subject: string;
  body: string;
  /** For mail the gardener may turn off (reminders): the sender puts it in the footer and header. */
  unsubscribeUrl?: string;
}

/** Who sends a mail to whom, and when: the outbox row's gardener, recipient and time. */
export interface MailSending {
  userId: number;
  to: string;
  at: Date;
}

/** Queues the mail in the outbox (the mailer sends it later), in the caller's transaction. */
export async function queueMail(
  tx: Database,
  { userId, to, at }: MailSending,
  mail: OutboxMail,
): Promise<void> {
  await tx.insert(outbox).values({ userId, to, ...mail, createdAt: at });
}

/**
 * A gardener's submission to the operators: `write` keeps it and gives the mail about it,
 * queued in the outbox in the same transaction, so both are kept or neither.
 */
export function keepWithMail<T>(
  db: Database,
  sending: MailSending,
  write: (tx: Database) => Promise<{ mail: OutboxMail; result: T }>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const { mail, result } = await write(tx);
    await queueMail(tx, sending, mail);
    return result;
  });
}
