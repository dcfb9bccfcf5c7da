import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { ownerId, users } from './identity';
import { plants } from './reference';

/** Suggestions and feedback (POST users/{uid}/feedback, SPEC §3 Suggestion form). */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    email: text('email').notNull(),
    imageIds: integer('image_ids').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('feedback_user_idx').on(table.userId)],
);

/** Plants gardeners asked us to add (SPEC §3 Plant request; promised within 24 hours). */
export const plantRequests = pgTable(
  'plant_requests',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    botanicalName: text('botanical_name').notNull(),
    commonName: text('common_name').notNull().default(''),
    userEmail: text('user_email').notNull(),
    /** open, added (plantId set) or declined. */
    status: text('status').notNull().default('open'),
    plantId: integer('plant_id').references(() => plants.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('plant_requests_user_idx').on(table.userId),
    index('plant_requests_status_idx').on(table.status),
  ],
);

/**
 * Mail the service sends. Operators read it here; with `SMTP_URL` set the outbox sender
 * sends it (features/mail-sender/), retrying with backoff until `failed_at` after its last try.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    /** The plain text; the HTML part is made from it when the mail is sent. */
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Tries so far, the time of the next (null: at once) and the last refusal's words. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error').notNull().default(''),
    /** Set when the last try failed: the mail is not tried again. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** A mail the gardener may turn off (reminders): its link, in the footer and List-Unsubscribe. */
    unsubscribeUrl: text('unsubscribe_url'),
  },
  (table) => [index('outbox_unsent_idx').on(table.sentAt)],
);

/**
 * What a gardener tapped and when: link kinds of SPEC §4 (LinkClick), welcome and
 * nickname dismissals, rating answers, engagement and permission prompts.
 */
export const userEvents = pgTable(
  'user_events',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    kind: text('kind').notNull(),
    linkKind: integer('link_kind'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('user_events_user_kind_idx').on(table.userId, table.kind)],
);

/** Log lines the mobile wrapper sends (POST Mobile/{uid}/Logging). */
export const mobileLogs = pgTable(
  'mobile_logs',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    message: text('message').notNull(),
    data: text('data').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mobile_logs_user_idx').on(table.userId)],
);
