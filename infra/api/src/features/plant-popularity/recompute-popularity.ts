import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { favoritePlants, plantPopularity, plantViews, plantZones } from '../../db/schema';
import { forgetReferenceRoom } from '../common/reference-cache';
import { DAY_MS } from '../common/time-units';

/**
 * What each kind of use is worth. Growing a plant in a zone is the strongest sign that it is
 * worth growing; a favorite says a gardener wants it; a view only that they were curious.
 * Each gardener counts once per kind of use, so nobody makes a plant popular alone.
 */
export const POPULARITY_WEIGHTS = { grower: 3, favorite: 2, viewer: 1 } as const;

/** Views older than this no longer count: popularity follows what gardeners look at now. */
export const RECENT_VIEW_DAYS = 90;

/**
 * Recomputes plant_popularity from favorites, plant_zones and plant_views (issue 18), in
 * one transaction: every used plant's counts and score, and no row for a plant nobody uses
 * any more. Then the catalogue search pages in memory are forgotten, so the next search
 * orders by the new scores. Safe to run from several instances at once: rows are upserted,
 * and a row is dropped only when older than this run. Returns how many plants have a score.
 */
export async function recomputePlantPopularity(db: Database, now = new Date()): Promise<number> {
  const recentViews = new Date(now.getTime() - RECENT_VIEW_DAYS * DAY_MS).toISOString();
  const uses = sql`
    SELECT ${plantZones.plantId}, count(DISTINCT ${plantZones.userId}), 0, 0
      FROM ${plantZones} GROUP BY ${plantZones.plantId}
    UNION ALL SELECT ${favoritePlants.plantId}, 0, count(*), 0
      FROM ${favoritePlants} GROUP BY ${favoritePlants.plantId}
    UNION ALL SELECT ${plantViews.plantId}, 0, 0, count(*)
      FROM ${plantViews} WHERE ${plantViews.lastSeenAt} >= ${recentViews}::timestamptz
      GROUP BY ${plantViews.plantId}`;
  const weight = (kind: keyof typeof POPULARITY_WEIGHTS) => sql.raw(String(POPULARITY_WEIGHTS[kind]));
  const scored = await db.transaction(async (tx) => {
    const result = (await tx.execute(sql`
      INSERT INTO ${plantPopularity} (plant_id, score, growers, favorites, viewers, computed_at)
      SELECT plant_id,
        ${weight('grower')} * sum(growers) + ${weight('favorite')} * sum(favorites) + ${weight('viewer')} * sum(viewers),
        sum(growers), sum(favorites), sum(viewers), ${now.toISOString()}::timestamptz
      FROM (${uses}) AS uses (plant_id, growers, favorites, viewers)
      GROUP BY plant_id
      ON CONFLICT (plant_id) DO UPDATE SET score = excluded.score, growers = excluded.growers,
        favorites = excluded.favorites, viewers = excluded.viewers, computed_at = excluded.computed_at
      RETURNING plant_id`)) as { rows: unknown[] };
    await tx.delete(plantPopularity).where(lt(plantPopularity.computedAt, now));
    return result.rows.length;
  });
  forgetReferenceRoom(db, 'plant-search');
  return scored;
}
