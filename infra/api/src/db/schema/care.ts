import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ownerId, users } from './identity';
import { plants } from './reference';
import { plantZones, yards, zones } from './gardens';

/**
 * A gardener's own task for a plant in a zone (SPEC §3 Task.userTaskRuleId): once, or every
 * `intervalDays` from `startDate` until `endDate` (or a year ahead).
 */
export const userTaskRules = pgTable(
  'user_task_rules',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    plantZoneId: integer('plant_zone_id').references(() => plantZones.id, { onDelete: 'cascade' }),
    taskType: text('task_type').notNull(),
    careCategoryId: integer('care_category_id').notNull().default(0),
    startDate: date('start_date').notNull(),
    intervalDays: integer('interval_days').notNull().default(0),
    endDate: date('end_date'),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('user_task_rules_user_idx').on(table.userId),
    index('user_task_rules_plant_zone_idx').on(table.plantZoneId),
  ],
);

/**
 * A care task or tip on a gardener's list (SPEC §2.8, §3 Task). Status codes of SPEC §4:
 * 1 Completed, 2 Pending, 3 Suspended, 4 Skip.
 *
 * Generated tasks carry a `generationKey` (source, rule, plant-zone or yard, season and
 * occurrence), unique per gardener: regenerating inserts what is missing, moves pending
 * dates that changed and removes pending tasks no longer wanted, never touching a task the
 * gardener completed, suspended, skipped or moved. The links to the garden are `set null`
 * so a completed task stays in the history after its plant, zone or yard is gone; names are
 * kept on the row for that history.
 */
export const userTasks = pgTable(
  'user_tasks',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    yardId: integer('yard_id').references(() => yards.id, { onDelete: 'set null' }),
    zoneId: integer('zone_id').references(() => zones.id, { onDelete: 'set null' }),
    plantZoneId: integer('plant_zone_id').references(() => plantZones.id, { onDelete: 'set null' }),
    plantId: integer('plant_id').references(() => plants.id, { onDelete: 'set null' }),
    userTaskRuleId: integer('user_task_rule_id').references(() => userTaskRules.id, {
      onDelete: 'set null',
    }),
    /** care, fertilizer, water, custom or tip (the contracts' TASK_SOURCES). */
    source: text('source').notNull(),
    /** The id of the care rule, fertilizer schedule or tip in our reference data; 0 for custom. */
    ruleId: integer('rule_id').notNull().default(0),
    generationKey: text('generation_key'),
    taskType: text('task_type').notNull(),
    careCategoryId: integer('care_category_id').notNull().default(0),
    commonName: text('common_name').notNull().default(''),
    zoneName: text('zone_name').notNull().default(''),
    details: text('details').notNull().default(''),
    /** How the due date was found, for the details page. */
    dateReason: text('date_reason').notNull().default(''),
    dueDate: date('due_date').notNull(),
    windowEnd: date('window_end'),
    /** Tips only: the last day the tip is shown. */
    expiresOn: date('expires_on'),
    repeatEveryDays: integer('repeat_every_days').notNull().default(0),
    dateCompleted: date('date_completed'),
    /** Who completed it: the owner or a member of a shared yard (null: not completed, or gone). */
    completedBy: integer('completed_by').references(() => users.id, { onDelete: 'set null' }),
    taskStatusId: smallint('task_status_id').notNull().default(2),
    /** The gardener moved the due date: regeneration leaves the date alone. */
    movedByGardener: boolean('moved_by_gardener').notNull().default(false),
    /**
     * A hash of what regeneration manages on the row (dates, names, texts, links): comparing
     * it tells a changed task from an unchanged one without reading every column back.
     */
    fingerprint: text('fingerprint').notNull().default(''),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('user_tasks_user_due_idx').on(table.userId, table.dueDate),
    index('user_tasks_plant_zone_idx').on(table.plantZoneId),
    index('user_tasks_user_rule_idx').on(table.userTaskRuleId),
    uniqueIndex('user_tasks_generation_key_unique')
      .on(table.userId, table.generationKey)
      .where(sql`${table.generationKey} IS NOT NULL`),
  ],
);

/**
 * How far a gardener's care calendar is generated: repeating tasks are made a few weeks
 * ahead and topped up daily; `rulesVersion` changes with a data release of our care rules,
 * which regenerates every calendar once.
 */
export const careCalendarStates = pgTable('care_calendar_states', {
  userId: ownerId().primaryKey(),
  generatedOn: date('generated_on').notNull(),
  rulesVersion: text('rules_version').notNull(),
});

/** The secret address of a gardener's calendar feed (iCal); only its SHA-256 is kept. */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: ownerId().primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A gardener's suggested change to a plant's facts (POST users/{uid}/PlantSuggestion). */
export const plantFactSuggestions = pgTable(
  'plant_fact_suggestions',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    plantId: integer('plant_id')
      .notNull()
      .references(() => plants.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    suggestion: text('suggestion').notNull(),
    /** new, accepted or declined (the operator's call). */
    status: text('status').notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('plant_fact_suggestions_user_idx').on(table.userId),
    index('plant_fact_suggestions_status_idx').on(table.status),
  ],
);

/** A gardener's saved sort and filter choices per list (GET users/{uid}/SortFilter/{id}). */
export const userSortFilters = pgTable(
  'user_sort_filters',
  {
    userId: ownerId(),
    listId: integer('list_id').notNull(),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.listId] })],
);
