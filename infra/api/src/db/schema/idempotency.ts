import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { ownerId } from './identity';

/**
 * The answers to a gardener's writes sent with an `Idempotency-Key` (idempotency/), one row
 * per gardener and key, so a write resent by the app's offline queue is applied once. The row
 * is written before the handler runs (`status` null: in progress, held by `holder`) and the
 * answer is filled in before it is sent; kept answers expire after a week.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: ownerId(),
    key: text('key').notNull(),
    /** The request the key was first used for: another one with the same key is refused. */
    method: text('method').notNull(),
    url: text('url').notNull(),
    /** The request handling it now; a takeover of an abandoned key changes it. */
    holder: text('holder').notNull(),
    reservedAt: timestamp('reserved_at', { withTimezone: true }).notNull(),
    /** The answer kept, once there is one. */
    status: integer('status'),
    contentType: text('content_type'),
    body: text('body'),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index('idempotency_keys_reserved_at').on(table.reservedAt),
  ],
);
