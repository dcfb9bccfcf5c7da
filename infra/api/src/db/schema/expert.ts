import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { zones } from './gardens';
import { ownerId } from './identity';
import { plants } from './reference';

/**
 * Questions to the expert persona (SPEC §7 AskAnExpert) and their answers. A person answers
 * later (the operators' command or page); `readAt` is when the gardener opened the answer,
 * so an answer is new to them while it is null.
 */
export const expertQuestions = pgTable(
  'expert_questions',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    /** The catalogue plant it is about, if any. */
    plantId: integer('plant_id').references(() => plants.id, { onDelete: 'set null' }),
    /** One of the gardener's zones it is about, if any. */
    zoneId: integer('zone_id').references(() => zones.id, { onDelete: 'set null' }),
    /** An item of the expert-topics reference list. */
    topicId: integer('topic_id').notNull().default(0),
    question: text('question').notNull(),
    /** 'expert' (answered by a person) or 'ai'. */
    channel: text('channel').notNull().default('expert'),
    /** The persona asked (ours or the sponsor's, SPEC §6), who signs the answer. */
    expertName: text('expert_name').notNull().default(''),
    answer: text('answer'),
    imageIds: integer('image_ids').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    // The gardener's list, newest first, and the count of their last day's questions.
    index('expert_questions_user_created_idx').on(table.userId, table.createdAt),
    // The operators' queue: questions waiting for an answer.
    index('expert_questions_answered_idx').on(table.answeredAt),
  ],
);
