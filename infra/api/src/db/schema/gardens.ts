import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { ownerId } from './identity';
import { plants } from './reference';
import { sponsors } from './sponsors';

/** A gardener's yard: where it is and its hardiness zone (SPEC §3 Zone.yardHardinessZoneId). */
export const yards = pgTable(
  'yards',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    hardinessZoneId: integer('hardiness_zone_id').notNull().default(0),
    /** True when the zone was chosen by hand rather than looked up from the ZIP. */
    hardinessZoneManual: boolean('hardiness_zone_manual').notNull().default(false),
    weatherStationId: text('weather_station_id'),
    /** True when the gardener chose the station on the map (else the nearest with frost dates). */
    weatherStationChosen: boolean('weather_station_chosen').notNull().default(false),
    isPublic: boolean('is_public').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('yards_user_idx').on(table.userId), index('yards_public_idx').on(table.isPublic)],
);

/** A part of a yard with one sun and one water condition (SPEC §3 Zone). */
export const zones = pgTable(
  'zones',
  {
    id: serial('id').primaryKey(),
    yardId: integer('yard_id')
      .notNull()
      .references(() => yards.id, { onDelete: 'cascade' }),
    /** Denormalised owner, so every zone lookup is authorised without a join. */
    userId: ownerId(),
    name: text('name').notNull(),
    sunRequirementId: integer('sun_requirement_id').notNull().default(0),
    waterRequirementId: integer('water_requirement_id').notNull().default(0),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('zones_yard_idx').on(table.yardId), index('zones_user_idx').on(table.userId)],
);

/** A plant growing in a zone, with the fertilizer chosen for it (SPEC §3 plant-zone). */
export const plantZones = pgTable(
  'plant_zones',
  {
    id: serial('id').primaryKey(),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    plantId: integer('plant_id')
      .notNull()
      .references(() => plants.id, { onDelete: 'restrict' }),
    fertilizerId: integer('fertilizer_id').notNull().default(0),
    /** DDPDT: the gardener asked not to be prompted about due-date tasks for this plant. */
    dontPromptDueTasks: boolean('dont_prompt_due_tasks').notNull().default(false),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('plant_zones_zone_plant_unique').on(table.zoneId, table.plantId),
    index('plant_zones_plant_idx').on(table.plantId),
    index('plant_zones_user_idx').on(table.userId),
  ],
);

/** Things a gardener did to a plant: watered, pruned, fertilized (SPEC §3 plant activity). */
export const plantActivities = pgTable(
  'plant_activities',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    plantId: integer('plant_id')
      .notNull()
      .references(() => plants.id, { onDelete: 'restrict' }),
    plantZoneId: integer('plant_zone_id').references(() => plantZones.id, { onDelete: 'set null' }),
    careCategoryId: integer('care_category_id').notNull().default(0),
    notes: text('notes').notNull().default(''),
    doneOn: date('done_on').notNull(),
    /** The task whose completion logged it (a completed task's activity goes when it is reopened). */
    taskId: integer('task_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('plant_activities_user_plant_idx').on(table.userId, table.plantId),
    index('plant_activities_task_idx').on(table.taskId),
  ],
);

/** The gardener's own notes on a plant (POST Users/{uid}/PlantNotes/{id}/). */
export const plantNotes = pgTable(
  'plant_notes',
  {
    userId: ownerId(),
    plantId: integer('plant_id')
      .notNull()
      .references(() => plants.id, { onDelete: 'cascade' }),
    notes: text('notes').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.plantId] })],
);

/** When and where a gardener last looked at a plant (PATCH Users/{uid}/PlantView/{id}/). */
export const plantViews = pgTable(
  'plant_views',
  {
    userId: ownerId(),
    plantId: integer('plant_id')
      .notNull()
      .references(() => plants.id, { onDelete: 'cascade' }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.plantId] })],
);

/** Favorite plants (GET users/{uid}/ToggleFavoritePlant/{id}). */
export const favoritePlants = pgTable(
  'favorite_plants',
  {
    userId: ownerId(),
    plantId: integer('plant_id')
      .notNull()
      .references(() => plants.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.plantId] })],
);

/** Plants a sponsor features (POST Users/{uid}/FeaturedPlants/{id}/, id = sponsor). */
export const featuredPlants = pgTable(
  'featured_plants',
  {
    sponsorId: integer('sponsor_id')
      .notNull()
      .references(() => sponsors.id, { onDelete: 'cascade' }),
    plantId: integer('plant_id')
      .notNull()
      .references(() => plants.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.sponsorId, table.plantId] })],
);
