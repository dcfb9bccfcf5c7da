import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { outbox } from '../db/schema';

/** The mails the API queued in the outbox for a gardener (sent later by the mailer, not in tests). */
export const mailQueuedFor = (db: Database, userId: number) =>
  db.select().from(outbox).where(eq(outbox.userId, userId));
