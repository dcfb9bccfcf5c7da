import { and, gte, isNull, lte, ne, type SQL } from 'drizzle-orm';
import { scorePlantInZone, type ZoneConditions } from '@thrive/shared/thrive';
import type { Database } from '../../db/database';
import { plants } from '../../db/schema';
import { loadSunPx } from '../thrive/garden-scorer';
import { COMPANION_SCORES, type CompanionCandidate } from './companion-ranking';

/**
 * Catalogue plants that do well in `spot` (overall good or borderline by scorePlantInZone,
 * the Thrive Scorecard's rules), never a noxious or invasive weed (issue 28). `where`
 * narrows them further. Only plants whose sun and water needs are known and that are known
 * to be hardy in the spot's zone are read: a companion must live through the same winter,
 * and an unknown need can turn a poor factor into "borderline" without vouching for anything.
 */
export async function companionCandidates(
  db: Database,
  spot: ZoneConditions,
  where?: SQL,
): Promise<CompanionCandidate[]> {
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
          // A need we do not know is no need we can match: such a plant is never vouched for.
          ne(plants.sunRequirementId, 0),
          ne(plants.waterRequirementId, 0),
          ne(plants.zoneLowId, 0),
          lte(plants.zoneLowId, spot.yardHardinessZoneId),
          gte(plants.zoneHighId, spot.yardHardinessZoneId),
          isNull(plants.weedStatus),
          where,
        ),
      ),
    loadSunPx(db),
  ]);
  return rows.flatMap((row) => {
    const score = scorePlantInZone(row, spot, sunPx).Overall.Score;
    if (!COMPANION_SCORES.includes(score)) return [];
    return [
      {
        id: row.id,
        commonName: row.commonName,
        botanicalName: row.botanicalName,
        categoryId: row.categoryId,
        sunRequirementId: row.SunRequirementId,
        waterRequirementId: row.WaterRequirementId,
        heightMaxIn: row.heightMaxIn,
        spreadMaxIn: row.spreadMaxIn,
        score,
      },
    ];
  });
}
