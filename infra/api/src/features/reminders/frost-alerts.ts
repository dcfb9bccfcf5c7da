import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { plants, plantZones, yards, yardWeather, zones } from '../../db/schema';
import { addDays, dayInYear, daysBetween, yearOf } from '../common/calendar-days';
import { timeZoneAt } from '../common/local-time';
import { temperatureByLocalDay } from '../common/weather-days';
import { reportForPlace } from '../common/weather-report';
import { yardsSharedWith } from '../common/yard-membership';
import { yardFrostDates } from '../care-calendar/yard-frost-dates';
import { hardinessOf } from '../care-calendar/rule-match';

/** How far ahead the first fall frost is announced. */
const FROST_WARNING_DAYS = 7;

/** A forecast low at or under this freezes tender plants (32 °F). */
const FREEZING_C = 0;
/** The nights a forecast frost is announced for: tonight and tomorrow night. */
const FORECAST_FROST_NIGHTS = 2;

/** A yard whose first fall frost is near, and its plants that will not take it. */
export interface FrostAlert {
  yardName: string;
  /** The median day of the first fall frost, or the day whose night a frost is forecast for (YYYY-MM-DD). */
  frostOn: string;
  /** The forecast low (°C) when the weather service forecasts the frost; null: the normals say it is near. */
  forecastLowC: number | null;
  /** "Basil (Herb bed)", one per plant in a zone. */
  tenderPlants: string[];
}

interface ReminderYard {
  id: number;
  userId: number;
  name: string;
  zoneId: number;
  latitude: number | null;
  longitude: number | null;
}

/**
 * The first of tonight and tomorrow night whose forecast low (the yard's last weather report,
 * from yesterday or today) is freezing, with that low; null when none is, or without a report.
 */
async function forecastFrost(db: Database, yard: ReminderYard, today: string) {
  const [kept] = await db.select().from(yardWeather).where(eq(yardWeather.yardId, yard.id));
  const report = reportForPlace(kept, yard);
  if (!report || report.fetchedAt.slice(0, 10) < addDays(today, -1)) return null;
  const lows = temperatureByLocalDay(report.forecastLows, timeZoneAt(yard), Math.min);
  for (let night = 0; night < FORECAST_FROST_NIGHTS; night += 1) {
    const day = addDays(today, night);
    const low = lows.get(day);
    if (low !== undefined && low <= FREEZING_C) return { frostOn: day, forecastLowC: low };
  }
  return null;
}

/** The normals' first fall frost when it is near and was not announced yet this season. */
async function normalFrost(db: Database, yard: ReminderYard, today: string, lastRemindedOn: string | null) {
  const frost = await yardFrostDates(db, yard.userId, yard.id);
  if (frost.FrostFree || !frost.FirstFallFrost) return null;
  const frostOn = dayInYear(yearOf(today), frost.FirstFallFrost);
  const daysAhead = daysBetween(today, frostOn);
  if (daysAhead < 0 || daysAhead > FROST_WARNING_DAYS) return null;
  if (lastRemindedOn !== null && lastRemindedOn >= addDays(frostOn, -FROST_WARNING_DAYS)) return null;
  return { frostOn, forecastLowC: null };
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
 * and those shared with them) that grows tender plants and where a frost is forecast for
 * tonight or tomorrow night (the yard's weather report), or, without such a forecast, whose
 * station's normals (or zone's, yard-frost-dates.ts) put the median first fall frost within
 * the next FROST_WARNING_DAYS days. A forecast frost is told each morning it is forecast; the
 * normals' once per season per yard: a yard is named only when no reminder day of the
 * gardener's fell in that week yet (`lastRemindedOn`, the day of their previous reminder run,
 * which every run records whether or not it sent a mail).
 */
export async function frostAlertsFor(
  db: Database,
  userId: number,
  today: string,
  lastRemindedOn: string | null,
): Promise<FrostAlert[]> {
  const place = { latitude: yards.latitude, longitude: yards.longitude };
  const own = await db
    .select({ id: yards.id, userId: yards.userId, name: yards.name, zoneId: yards.hardinessZoneId, ...place })
    .from(yards)
    .where(eq(yards.userId, userId))
    .orderBy(asc(yards.id));
  const shared = (await yardsSharedWith(db, userId)).map(({ yard }) => ({
    id: yard.id,
    userId: yard.userId,
    name: yard.name,
    zoneId: yard.hardinessZoneId,
    latitude: yard.latitude,
    longitude: yard.longitude,
  }));
  const alerts: FrostAlert[] = [];
  for (const yard of [...own, ...shared]) {
    const frost =
      (await forecastFrost(db, yard, today)) ?? (await normalFrost(db, yard, today, lastRemindedOn));
    if (!frost) continue;
    const tenderPlants = await tenderPlantsIn(db, yard.id, yard.zoneId);
    if (tenderPlants.length > 0) alerts.push({ yardName: yard.name, ...frost, tenderPlants });
  }
  return alerts;
}
