import { and, eq, gte, isNull, lte, ne, type SQL } from 'drizzle-orm';
import { scorePlantInZone, THRIVE_SCORE, type ZoneConditions } from '@thrive/shared/thrive';
import type { Database } from '../../db/database';
import { plants } from '../../db/schema';
import { loadSunPx } from '../thrive/garden-scorer';

/** A catalogue plant as the suggestion lists rank it. */
export interface GoodPlant {
  id: number;
  commonName: string;
  botanicalName: string;
  categoryId: number;
  sunRequirementId: number;
}

/** No condition can be judged when one is not set: nothing scores good (SPEC §5). */
const knowsEverything = (zone: ZoneConditions) =>
  zone.sunRequirementId > 0 && zone.waterRequirementId > 0 && zone.yardHardinessZoneId > 0;

/**
 * Catalogue plants whose overall score in `zone` is good (1), decided by scorePlantInZone,
 * the Thrive Scorecard's own rules, never a noxious or invasive weed (issue 28). `where`
 * narrows the plants further (categories, size, toxicity ...).
 *
 * The SQL only keeps plants that could score good, so a large imported catalogue is not
 * scored row by row: a good overall score needs sun, water and freeze each good
 * (overallScore), a good water score needs the zone's water exactly (waterScore), and a good
 * freeze score the yard's hardiness zone inside the plant's range (freezeScore). Sun, whose
 * rule needs the PX table, is left to the scorer.
 */
export async function plantsGoodIn(db: Database, zone: ZoneConditions, where?: SQL): Promise<GoodPlant[]> {
  if (!knowsEverything(zone)) return [];
  const [rows, sunPx] = await Promise.all([
    db
      .select({
        id: plants.id,
        commonName: plants.commonName,
        botanicalName: plants.botanicalName,
        categoryId: plants.categoryId,
        SunRequirementId: plants.sunRequirementId,
        AltSunRequirementId: plants.altSunRequirementId,
        WaterRequirementId: plants.waterRequirementId,
        ZoneLowId: plants.zoneLowId,
        ZoneHighId: plants.zoneHighId,
      })
      .from(plants)
      .where(
        and(
          eq(plants.waterRequirementId, zone.waterRequirementId),
          ne(plants.zoneLowId, 0),
          lte(plants.zoneLowId, zone.yardHardinessZoneId),
          gte(plants.zoneHighId, zone.yardHardinessZoneId),
          // Issue 28: these lists recommend plants, and a noxious or invasive weed never is.
          isNull(plants.weedStatus),
          where,
        ),
      ),
    loadSunPx(db),
  ]);
  return rows
    .filter((row) => scorePlantInZone(row, zone, sunPx).Overall.Score === THRIVE_SCORE.Good)
    .map((row) => ({
      id: row.id,
      commonName: row.commonName,
      botanicalName: row.botanicalName,
      categoryId: row.categoryId,
      sunRequirementId: row.SunRequirementId,
    }));
}

/** Common names in a fixed order (code points, as PostgreSQL's C collation sorts them). */
export const byCommonName = (a: GoodPlant, b: GoodPlant) =>
  a.commonName < b.commonName ? -1 : a.commonName > b.commonName ? 1 : a.id - b.id;
