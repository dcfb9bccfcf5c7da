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
} from 'drizzle-orm/pg-core';
import { ownerId } from './identity';
import { plants } from './reference';
import { plantZones, zones } from './gardens';

/**
 * Our care rules (DESIGN §6): which care task a kind of plant needs, when and how often,
 * for a range of hardiness zones. Tasks are generated from them per plant-zone.
 */
export const taskRules = pgTable(
  'task_rules',
  {
    id: serial('id').primaryKey(),
    taskType: text('task_type').notNull(),
    careCategoryId: integer('care_category_id').notNull(),
    /** The rule applies to one plant, or to every plant of a category (0 = any). */
    plantId: integer('plant_id').references(() => plants.id, { onDelete: 'cascade' }),
    plantCategoryId: integer('plant_category_id').notNull().default(0),
    zoneLowId: integer('zone_low_id').notNull().default(0),
    zoneHighId: integer('zone_high_id').notNull().default(0),
    startMonth: smallint('start_month').notNull(),
    startDay: smallint('start_day').notNull().default(1),
    endMonth: smallint('end_month').notNull(),
    endDay: smallint('end_day').notNull().default(28),
    /** Days between repeats within the season; 0 = once. */
    intervalDays: integer('interval_days').notNull().default(0),
    details: text('details').notNull().default(''),
  },
  (table) => [
    index('task_rules_category_idx').on(table.plantCategoryId),
    index('task_rules_plant_idx').on(table.plantId),
  ],
);

/** A gardener's own repeating task for a plant (SPEC §3 Task.userTaskRuleId). */
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
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('user_task_rules_user_idx').on(table.userId)],
);

/**
 * A care task on a gardener's list (SPEC §2.8, §3 Task). Status codes of SPEC §4:
 * 1 Completed, 2 Pending, 3 Suspended, 4 Skip.
 */
export const userTasks = pgTable(
  'user_tasks',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    plantZoneId: integer('plant_zone_id').references(() => plantZones.id, { onDelete: 'cascade' }),
    plantId: integer('plant_id').references(() => plants.id, { onDelete: 'cascade' }),
    zoneId: integer('zone_id').references(() => zones.id, { onDelete: 'cascade' }),
    taskRuleId: integer('task_rule_id').references(() => taskRules.id, { onDelete: 'set null' }),
    userTaskRuleId: integer('user_task_rule_id').references(() => userTaskRules.id, {
      onDelete: 'cascade',
    }),
    taskType: text('task_type').notNull(),
    careCategoryId: integer('care_category_id').notNull().default(0),
    dueDate: date('due_date').notNull(),
    dateCompleted: date('date_completed'),
    taskStatusId: smallint('task_status_id').notNull().default(2),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('user_tasks_user_due_idx').on(table.userId, table.dueDate),
    index('user_tasks_plant_zone_idx').on(table.plantZoneId),
  ],
);

/** Care tips (SPEC §3 Tip), shown in the task list until they expire. */
export const tips = pgTable(
  'tips',
  {
    id: serial('id').primaryKey(),
    body: text('body').notNull(),
    careCategoryId: integer('care_category_id').notNull(),
    plantCategoryId: integer('plant_category_id').notNull().default(0),
    plantId: integer('plant_id').references(() => plants.id, { onDelete: 'cascade' }),
    zoneLowId: integer('zone_low_id').notNull().default(0),
    zoneHighId: integer('zone_high_id').notNull().default(0),
    startMonth: smallint('start_month').notNull().default(1),
    endMonth: smallint('end_month').notNull().default(12),
    linkId: integer('link_id').notNull().default(0),
    eLinkId: integer('e_link_id').notNull().default(0),
    eCampaignId: integer('e_campaign_id').notNull().default(0),
    campaignName: text('campaign_name').notNull().default(''),
    imageFile: text('image_file').notNull().default(''),
    active: boolean('active').notNull().default(true),
  },
  (table) => [index('tips_category_idx').on(table.careCategoryId, table.plantCategoryId)],
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
