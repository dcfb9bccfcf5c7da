import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Requests counted per limit and client across every API instance on one PostgreSQL
 * (DESIGN §5: rate limits are counted in PostgreSQL when DATABASE_URL is set). One row
 * per limit key (route or purpose, then the client's address or the gardener); a row whose
 * window has ended starts again at 1 on its next request and is swept now and then.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});
