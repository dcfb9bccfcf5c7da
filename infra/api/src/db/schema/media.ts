import {
  boolean,
  doublePrecision,
  index,
  integer,
  uniqueIndex,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { ownerId } from './identity';
import { plants } from './reference';

/** A named group of a gardener's images (SPEC §2.7, §3 Gallery). */
export const galleries = pgTable(
  'galleries',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    /** Entity scope of SPEC §4: Yard 0, Zone 1, Plant 2. */
    type: integer('type').notNull().default(2),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A gardener tells galleries apart by name.
  (table) => [uniqueIndex('galleries_user_name_idx').on(table.userId, table.name)],
);

/**
 * An uploaded photo. Files live in media storage under `storageKey` (original) and
 * `thumbnailKey`; the location is kept here and stripped from the served files (DESIGN §4).
 */
export const images = pgTable(
  'images',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    galleryId: integer('gallery_id').references(() => galleries.id, { onDelete: 'set null' }),
    /** Entity scope (Yard 0, Zone 1, Plant 2) and the id of that yard, zone or plant. */
    entityType: integer('entity_type').notNull().default(2),
    entityId: integer('entity_id').notNull().default(0),
    plantId: integer('plant_id').references(() => plants.id, { onDelete: 'set null' }),
    /** SPEC §4 Origin: MYYARD 1, PLANTSEARCH 2, LAUNCHPAD 3. */
    origin: integer('origin').notNull().default(0),
    storageKey: text('storage_key').notNull().unique(),
    thumbnailKey: text('thumbnail_key').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    rotation: integer('rotation').notNull().default(0),
    /** Bytes the original and thumbnail take in storage: what counts against the quota. */
    byteSize: integer('byte_size').notNull().default(0),
    isFavorite: boolean('is_favorite').notNull().default(false),
    /** Shown to others (landscape style images, public yards). */
    published: boolean('published').notNull().default(false),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('images_user_gallery_idx').on(table.userId, table.galleryId),
    index('images_entity_idx').on(table.entityType, table.entityId),
    index('images_plant_idx').on(table.plantId),
  ],
);
