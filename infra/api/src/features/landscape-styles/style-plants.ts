import { asc, count, eq } from 'drizzle-orm';
import { type PlantPage } from '@thrive/shared/contracts';
import { type LandscapeStylePlantsQuery } from '@thrive/shared/landscape';
import type { ZoneConditions } from '@thrive/shared/thrive';
import type { Database } from '../../db/database';
import { landscapeStylePlants, users, yards } from '../../db/schema';
import type { MediaUrls } from '../common/media-urls';
import { plantListItems } from '../plants/plant-list-items';
import { zoneConditions } from '../plant-search/thrive-filter';
import { knownStyle } from './known-style';

type Style = Awaited<ReturnType<typeof knownStyle>>;

/**
 * Where to score the palette for this gardener: a zone of theirs when asked (zid), else the
 * style's own sun and water at their default yard's hardiness zone; none without a yard.
 */
async function scoringSpot(
  db: Database,
  userId: number,
  style: Style,
  zoneId: number,
): Promise<ZoneConditions | undefined> {
  if (zoneId) return zoneConditions(db, userId, zoneId);
  const [yard] = await db
    .select({ hardinessZoneId: yards.hardinessZoneId })
    .from(users)
    .innerJoin(yards, eq(yards.id, users.defaultYardId))
    .where(eq(users.id, userId));
  if (!yard) return undefined;
  return {
    sunRequirementId: style.sunRequirementId,
    waterRequirementId: style.waterRequirementId,
    yardHardinessZoneId: yard.hardinessZoneId,
  };
}

/**
 * GET LandscapeStyles/{id}/PlantSearch/: the style's palette in the order it is written
 * (back of the bed first), a page at a time, as every plant list shows plants: with the
 * gardener's favorites, photo thumbnails and, when they have a yard, each plant's score.
 */
export async function stylePlants(
  db: Database,
  urls: MediaUrls,
  userId: number,
  styleId: number,
  { i = 0, c = 25, zid = 0 }: LandscapeStylePlantsQuery,
): Promise<PlantPage> {
  const style = await knownStyle(db, styleId);
  const spot = await scoringSpot(db, userId, style, zid);
  const inStyle = eq(landscapeStylePlants.styleId, styleId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: landscapeStylePlants.plantId })
      .from(landscapeStylePlants)
      .where(inStyle)
      .orderBy(asc(landscapeStylePlants.rank), asc(landscapeStylePlants.plantId))
      .limit(c)
      .offset(i * c),
    db.select({ n: count() }).from(landscapeStylePlants).where(inStyle),
  ]);
  const Items = await plantListItems(
    db,
    urls,
    userId,
    rows.map((row) => row.id),
    spot ? { scoreIn: spot } : {},
  );
  return { Items, TotalRows: total?.n ?? 0, i, c };
}
