import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { plants } from './reference';

/**
 * Each catalogue plant's illustration (issue 17, "Plant imagery"), drawn from its traits at
 * seed and import time (features/plant-illustrations) rather than per request, served at
 * Plants/{id}/Illustration.svg. `hash` is a short hash of the SVG: the ETag, and how the seed
 * tells which rows it must rewrite.
 */
export const plantIllustrations = pgTable('plant_illustrations', {
  plantId: integer('plant_id')
    .primaryKey()
    .references(() => plants.id, { onDelete: 'cascade' }),
  svg: text('svg').notNull(),
  hash: text('hash').notNull(),
});
