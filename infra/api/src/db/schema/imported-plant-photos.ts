import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { plants } from './reference';

/**
 * Open-licence photographs of catalogue plants (issue 17), brought in by
 * `npm run data -- fetch-images` from a public source (Wikimedia Commons). They are nobody's
 * uploads: kept apart from `images`, so no gardener's photo call, gallery or quota can reach
 * them. The files are re-encoded like uploads and live in the same media storage. Author and
 * licence are kept because the licences ask for them to be shown with the photo.
 */
export const importedPlantPhotos = pgTable(
  'imported_plant_photos',
  {
    id: serial('id').primaryKey(),
    plantId: integer('plant_id')
      .notNull()
      .references(() => plants.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    thumbnailKey: text('thumbnail_key').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The author as the source names them, as plain text ('' only for a public-domain photo). */
    author: text('author').notNull(),
    /** Short licence name as the source gives it: "CC BY-SA 4.0", "CC0", "Public domain". */
    licence: text('licence').notNull(),
    /** The licence's own page ('' when the source gives none, as for public domain). */
    licenceUrl: text('licence_url').notNull().default(''),
    /** The photo's page at its source, where its full description and history are. */
    sourceUrl: text('source_url').notNull(),
    /** The source's own id of the file (`commons:<page id>`): a re-run skips what it has. */
    sourceId: text('source_id').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('imported_plant_photos_plant_idx').on(table.plantId, table.id)],
);
