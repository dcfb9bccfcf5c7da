import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { plants } from './reference';

/**
 * How much gardeners use each catalogue plant (issue 18), the plant search's order among
 * equally relevant plants. Recomputed in the background from favorites, plant_zones and
 * plant_views (features/plant-popularity), never in a search. Only plants some gardener
 * used have a row; the others count as 0.
 */
export const plantPopularity = pgTable('plant_popularity', {
  plantId: integer('plant_id')
    .primaryKey()
    .references(() => plants.id, { onDelete: 'cascade' }),
  /** What the search orders by: the counts below, weighted (popularity-score.ts). */
  score: integer('score').notNull(),
  /** Gardeners growing the plant in one of their zones. */
  growers: integer('growers').notNull(),
  /** Gardeners who made it a favorite. */
  favorites: integer('favorites').notNull(),
  /** Gardeners who looked at it lately. */
  viewers: integer('viewers').notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
});
