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
  const scored = await hardyPlantsScoredIn(
    db,
    zone,
    and(eq(plants.waterRequirementId, zone.waterRequirementId), where),
  );
  return scored
    .filter((row) => row.score === THRIVE_SCORE.Good)
    .map(({ id, commonName, botanicalName, categoryId, sunRequirementId }) => ({
      id,
      commonName,
      botanicalName,
      categoryId,
      sunRequirementId,
    }));
}

/**
 * Catalogue plants known to be hardy in `zone`'s hardiness zone, never a noxious or invasive
 * weed (issue 28), each with its overall score there by scorePlantInZone: what the lists
 * that recommend plants (suggestions, companions) choose from. `where` narrows them.
 */
export async function hardyPlantsScoredIn(db: Database, zone: ZoneConditions, where?: SQL) {
  const [rows, sunPx] = await Promise.all([
    db
      .select({
        id: plants.id,
        commonName: plants.commonName,
        botanicalName: plants.botanicalName,
        categoryId: plants.categoryId,
        heightMaxIn: plants.heightMaxIn,
        spreadMaxIn: plants.spreadMaxIn,
        SunRequirementId: plants.sunRequirementId,
        AltSunRequirementId: plants.altSunRequirementId,
        WaterRequirementId: plants.waterRequirementId,
        ZoneLowId: plants.zoneLowId,
        ZoneHighId: plants.zoneHighId,
      })
      .from(plants)
      .where(
        and(
          ne(plants.zoneLowId, 0),
          lte(plants.zoneLowId, zone.yardHardinessZoneId),
          gte(plants.zoneHighId, zone.yardHardinessZoneId),
          isNull(plants.weedStatus),
          where,
        ),
      ),
    loadSunPx(db),
  ]);
  return rows.map((row) => ({
    id: row.id,
    commonName: row.commonName,
    botanicalName: row.botanicalName,
    categoryId: row.categoryId,
    sunRequirementId: row.SunRequirementId,
    waterRequirementId: row.WaterRequirementId,
    heightMaxIn: row.heightMaxIn,
    spreadMaxIn: row.spreadMaxIn,
    score: scorePlantInZone(row, zone, sunPx).Overall.Score,
  }));
}

/** Common names in a fixed order (code points, as PostgreSQL's C collation sorts them). */
export const byCommonName = (
  a: Pick<GoodPlant, 'commonName' | 'id'>,
  b: Pick<GoodPlant, 'commonName' | 'id'>,
) => (a.commonName < b.commonName ? -1 : a.commonName > b.commonName ? 1 : a.id - b.id);
