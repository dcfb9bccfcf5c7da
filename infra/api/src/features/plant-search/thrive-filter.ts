import { eq, sql, type SQL } from 'drizzle-orm';
import { scorePlantInZone, THRIVE_SCORE, type ZoneConditions } from '@thrive/shared/thrive';
import type { Database } from '../../db/database';
import { plants, yards } from '../../db/schema';
import { loadSunPx } from '../thrive/garden-scorer';
import { ownedZone } from '../common/owned-zone';

const requirementColumns = {
  SunRequirementId: plants.sunRequirementId,
  AltSunRequirementId: plants.altSunRequirementId,
  WaterRequirementId: plants.waterRequirementId,
  ZoneLowId: plants.zoneLowId,
  ZoneHighId: plants.zoneHighId,
};
type Requirements = { [K in keyof typeof requirementColumns]: number };

/** A zone of the caller's (404 otherwise) as scoring reads it: its sun, water and yard's zone. */
export async function zoneConditions(db: Database, userId: number, zoneId: number): Promise<ZoneConditions> {
  const zone = await ownedZone(db, userId, zoneId);
  const [yard] = await db
    .select({ hardinessZoneId: yards.hardinessZoneId })
    .from(yards)
    .where(eq(yards.id, zone.yardId));
  return {
    sunRequirementId: zone.sunRequirementId,
    waterRequirementId: zone.waterRequirementId,
    yardHardinessZoneId: yard?.hardinessZoneId ?? 0,
  };
}

const intArray = (values: number[]) => sql`${`{${values.join(',')}}`}::int[]`;

/**
 * Plants that would score good in the zone (DESIGN §7: "thrives" means good overall; a
 * borderline plant has one factor against it and is not offered as thriving). The score is SPEC §5's own
 * function (shared with the Thrive Scorecard), not a copy in SQL: the catalogue has a few
 * hundred distinct combinations of the five values scoring reads, so each is scored
 * once here and the search keeps the plants whose combination thrives.
 */
export async function thrivesIn(db: Database, conditions: ZoneConditions): Promise<SQL> {
  const [combinations, sunPx] = await Promise.all([
    db.selectDistinct(requirementColumns).from(plants) as Promise<Requirements[]>,
    loadSunPx(db),
  ]);
  const thriving = combinations.filter(
    (plant) => scorePlantInZone(plant, conditions, sunPx).Overall.Score === THRIVE_SCORE.Good,
  );
  const column = (key: keyof Requirements) => intArray(thriving.map((plant) => plant[key]));
  return sql`(${plants.sunRequirementId}, ${plants.altSunRequirementId}, ${plants.waterRequirementId},
    ${plants.zoneLowId}, ${plants.zoneHighId}) IN (SELECT * FROM unnest(${column('SunRequirementId')},
    ${column('AltSunRequirementId')}, ${column('WaterRequirementId')}, ${column('ZoneLowId')}, ${column('ZoneHighId')}))`;
}
