import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Facts about this installation (e.g. when it was first set up). The domain tables
 * (users, yards, zones, plants ...) are added by the API issue.
 */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
