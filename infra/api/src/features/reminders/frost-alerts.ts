import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { plants, plantZones, yards, zones } from '../../db/schema';
import { addDays, dayInYear, daysBetween, yearOf } from '../common/calendar-days';
import { yardsSharedWith } from '../common/yard-membership';
import { yardFrostDates } from '../care-calendar/yard-frost-dates';
import { hardinessOf } from '../care-calendar/rule-match';

/** How far ahead the first fall frost is announced. */
const FROST_WARNING_DAYS = 7;

/** A yard whose first fall frost is near, and its plants that will not take it. */
export interface FrostAlert {
  yardName: string;
  /** The median day of the first fall frost (YYYY-MM-DD). */
  frostOn: string;
  /** "Basil (Herb bed)", one per plant in a zone. */
  tenderPlants: string[];
}

/**
 * "Tender" here: a plant the frost would kill or damage that a gardener can still protect
 * or bring in. Our catalogue gives each plant a lifecycle and its hardiness range (ZoneLow):
 * an annual dies at the first frost, and a perennial whose ZoneLow is warmer than the
 * yard's hardiness zone (the care rules' 'tender', rule-match.ts) does not survive its
 * winter outdoors. Marginal and hardy perennials and biennials are left out; so is every
 * plant of a yard whose zone is not known, except annuals.
 */
function isTender(plant: { lifecycle: string; zoneLowId: number }, yardZoneId: number): boolean {
  return plant.lifecycle === 'annual' || hardinessOf(yardZoneId, plant.zoneLowId) === 'tender';
}

async function tenderPlantsIn(db: Database, yardId: number, yardZoneId: number): Promise<string[]> {
  const rows = await db
    .select({
      name: plants.commonName,
      zoneName: zones.name,
      lifecycle: plants.lifecycle,
      zoneLowId: plants.zoneLowId,
    })
    .from(plantZones)
    .innerJoin(zones, eq(zones.id, plantZones.zoneId))
    .innerJoin(plants, eq(plants.id, plantZones.plantId))
    .where(eq(zones.yardId, yardId))
    .orderBy(asc(zones.name), asc(plants.commonName), asc(plantZones.id));
  const named = rows.filter((row) => isTender(row, yardZoneId)).map((row) => `${row.name} (${row.zoneName})`);
  return [...new Set(named)];
}

/**
 * The frost alerts for a gardener's reminder on `today`: each yard in their reach (their own
 * and those shared with them) whose station's normals (or zone's, yard-frost-dates.ts) put
 * the median first fall frost within the next FROST_WARNING_DAYS days, if it grows tender
 * plants. Once per season per yard: a yard is named only when no reminder day of the
 * gardener's fell in that week yet (`lastRemindedOn`, the day of their previous reminder
 * run, which every run records whether or not it sent a mail).
 */
export async function frostAlertsFor(
  db: Database,
  userId: number,
  today: string,
  lastRemindedOn: string | null,
): Promise<FrostAlert[]> {
  const own = await db
    .select({ id: yards.id, userId: yards.userId, name: yards.name, zoneId: yards.hardinessZoneId })
    .from(yards)
    .where(eq(yards.userId, userId))
    .orderBy(asc(yards.id));
  const shared = (await yardsSharedWith(db, userId)).map(({ yard }) => ({
    id: yard.id,
    userId: yard.userId,
    name: yard.name,
    zoneId: yard.hardinessZoneId,
  }));
  const alerts: FrostAlert[] = [];
  for (const yard of [...own, ...shared]) {
    const frost = await yardFrostDates(db, yard.userId, yard.id);
    if (frost.FrostFree || !frost.FirstFallFrost) continue;
    const frostOn = dayInYear(yearOf(today), frost.FirstFallFrost);
    const daysAhead = daysBetween(today, frostOn);
    if (daysAhead < 0 || daysAhead > FROST_WARNING_DAYS) continue;
    if (lastRemindedOn !== null && lastRemindedOn >= addDays(frostOn, -FROST_WARNING_DAYS)) continue;
    const tenderPlants = await tenderPlantsIn(db, yard.id, yard.zoneId);
    if (tenderPlants.length > 0) alerts.push({ yardName: yard.name, frostOn, tenderPlants });
  }
  return alerts;
}
