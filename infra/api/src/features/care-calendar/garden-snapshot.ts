import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  frostNormals,
  plants,
  plantZones,
  userTaskRules,
  weatherStations,
  yards,
  yardWeather,
  zones,
} from '../../db/schema';
import type { CarePlant } from '../plant-details/care-tips';
import { careData } from './care-data';
import { carePlantsOf } from './care-plants';
import { dayOf } from '../common/calendar-days';
import { timeZoneAt } from '../common/local-time';
import { reportForPlace, type WeatherReport } from '../common/weather-report';
import { frostDatesOf, type FrostDates, type StationNormals } from './frost-dates';
import { zoneLabelOf, type YardContext } from './rule-match';

/**
 * What to regenerate. Empty: the gardener's whole calendar. `yardIds`: those yards' tips, and
 * their plants' tasks unless `plantZoneIds` narrows them; `plantZoneIds`: those plants' tasks
 * (and their yards' tips); `customRuleId`: one task of the gardener's own.
 */
export interface CalendarScope {
  yardIds?: number[];
  plantZoneIds?: number[];
  customRuleId?: number;
}

export interface CarePlantZone {
  plantZoneId: number;
  plantId: number;
  zoneId: number;
  zoneName: string;
  yardId: number;
  commonName: string;
  fertilizerId: number;
  added: string;
  zoneLowId: number;
  /** False for plants loaded only to decide their yard's tips. */
  inScope: boolean;
}

export interface CareYard {
  yardId: number;
  name: string;
  context: YardContext;
  frost: FrostDates;
  /** The last weather report of the yard's place and its time zone; null: none kept. */
  weather: { report: WeatherReport; timeZone: string } | null;
}

export interface CareCustomRule {
  id: number;
  plantZoneId: number;
  plantId: number;
  zoneId: number;
  zoneName: string;
  yardId: number;
  commonName: string;
  taskType: string;
  careCategoryId: number;
  startDate: string;
  intervalDays: number;
  endDate: string | null;
  notes: string;
}

export interface GardenSnapshot {
  plantZones: CarePlantZone[];
  yards: Map<number, CareYard>;
  carePlants: Map<number, CarePlant>;
  customRules: CareCustomRule[];
  /** Yards whose tips are decided by this snapshot. */
  tipYardIds: number[];
}

/** The weather report kept for the yard's place, with the yard's time zone to read it in. */
function keptWeather(row: {
  latitude: number | null;
  longitude: number | null;
  weatherLatitude: number | null;
  weatherLongitude: number | null;
  weatherReport: unknown;
}): CareYard['weather'] {
  const kept = { latitude: row.weatherLatitude, longitude: row.weatherLongitude, report: row.weatherReport };
  const report = reportForPlace(kept, row);
  return report ? { report, timeZone: timeZoneAt(row) } : null;
}

/** The gardener's yards with their station normals, frost dates and last weather report. */
async function loadYards(db: Database, userId: number, yardIds: number[] | undefined) {
  const rows = await db
    .select({
      yardId: yards.id,
      name: yards.name,
      hardinessZoneId: yards.hardinessZoneId,
      stationId: weatherStations.id,
      stationName: weatherStations.name,
      frostStatus: frostNormals.frostStatus,
      lastSpringP50: frostNormals.lastSpringP50,
      firstFallP50: frostNormals.firstFallP50,
      latitude: yards.latitude,
      longitude: yards.longitude,
      weatherLatitude: yardWeather.latitude,
      weatherLongitude: yardWeather.longitude,
      weatherReport: yardWeather.report,
    })
    .from(yards)
    .leftJoin(weatherStations, eq(weatherStations.id, yards.weatherStationId))
    .leftJoin(frostNormals, eq(frostNormals.stationId, yards.weatherStationId))
    .leftJoin(yardWeather, eq(yardWeather.yardId, yards.id))
    .where(and(eq(yards.userId, userId), yardIds ? inArray(yards.id, yardIds) : undefined));
  const zoneTable = careData().zoneFrostDates;
  return new Map(
    rows.map((row) => {
      const station: StationNormals | null = row.stationId
        ? {
            id: row.stationId,
            name: row.stationName ?? row.stationId,
            frostStatus: row.frostStatus ?? 'none',
            lastSpringP50: row.lastSpringP50,
            firstFallP50: row.firstFallP50,
          }
        : null;
      const frost = frostDatesOf({ zoneLabel: zoneLabelOf(row.hardinessZoneId), station, zoneTable });
      const yard: CareYard = {
        yardId: row.yardId,
        name: row.name,
        frost,
        context: { zoneId: row.hardinessZoneId, frostFree: frost.frostFree },
        weather: keptWeather(row),
      };
      return [row.yardId, yard];
    }),
  );
}

async function loadPlantZones(db: Database, userId: number, where: SQL | undefined) {
  return db
    .select({
      plantZoneId: plantZones.id,
      plantId: plantZones.plantId,
      zoneId: plantZones.zoneId,
      zoneName: zones.name,
      yardId: zones.yardId,
      commonName: plants.commonName,
      fertilizerId: plantZones.fertilizerId,
      addedAt: plantZones.addedAt,
      zoneLowId: plants.zoneLowId,
    })
    .from(plantZones)
    .innerJoin(zones, eq(zones.id, plantZones.zoneId))
    .innerJoin(plants, eq(plants.id, plantZones.plantId))
    .where(and(eq(plantZones.userId, userId), where));
}

async function loadCustomRules(
  db: Database,
  userId: number,
  where: SQL | undefined,
): Promise<CareCustomRule[]> {
  const rows = await db
    .select({
      id: userTaskRules.id,
      plantZoneId: plantZones.id,
      plantId: plantZones.plantId,
      zoneId: zones.id,
      zoneName: zones.name,
      yardId: zones.yardId,
      commonName: plants.commonName,
      taskType: userTaskRules.taskType,
      careCategoryId: userTaskRules.careCategoryId,
      startDate: userTaskRules.startDate,
      intervalDays: userTaskRules.intervalDays,
      endDate: userTaskRules.endDate,
      notes: userTaskRules.notes,
    })
    .from(userTaskRules)
    .innerJoin(plantZones, eq(plantZones.id, userTaskRules.plantZoneId))
    .innerJoin(zones, eq(zones.id, plantZones.zoneId))
    .innerJoin(plants, eq(plants.id, plantZones.plantId))
    .where(and(eq(userTaskRules.userId, userId), where));
  return rows;
}

/** The part of a gardener's garden a regeneration of `scope` reads, in a handful of queries. */
export async function loadGardenSnapshot(
  db: Database,
  userId: number,
  scope: CalendarScope,
): Promise<GardenSnapshot> {
  if (scope.customRuleId !== undefined) {
    const customRules = await loadCustomRules(db, userId, eq(userTaskRules.id, scope.customRuleId));
    return { plantZones: [], yards: new Map(), carePlants: new Map(), customRules, tipYardIds: [] };
  }
  const whole = !scope.yardIds && !scope.plantZoneIds;
  const scopedIds = new Set(scope.plantZoneIds ?? []);
  let tipYardIds = scope.yardIds ?? [];
  if (scope.plantZoneIds?.length) {
    const theirYards = await loadPlantZones(db, userId, inArray(plantZones.id, scope.plantZoneIds));
    tipYardIds = [...new Set([...tipYardIds, ...theirYards.map((row) => row.yardId)])];
  }
  // Tips need every plant of their yards; rule tasks only the plants in scope.
  const rows = whole
    ? await loadPlantZones(db, userId, undefined)
    : tipYardIds.length
      ? await loadPlantZones(db, userId, inArray(zones.yardId, tipYardIds))
      : [];
  const inScope = (row: { plantZoneId: number; yardId: number }) =>
    whole || (scope.plantZoneIds ? scopedIds.has(row.plantZoneId) : tipYardIds.includes(row.yardId));
  const plantZoneRows = rows.map((row) => ({ ...row, added: dayOf(row.addedAt), inScope: inScope(row) }));
  const scopedPlantZones = plantZoneRows.filter((row) => row.inScope).map((row) => row.plantZoneId);
  // One after another: regeneration reads inside its transaction, on one connection.
  const yardMap = await loadYards(db, userId, whole ? undefined : tipYardIds);
  const carePlants = await carePlantsOf(
    db,
    plantZoneRows.map((row) => row.plantId),
  );
  const customRules = whole
    ? await loadCustomRules(db, userId, undefined)
    : scopedPlantZones.length
      ? await loadCustomRules(db, userId, inArray(plantZones.id, scopedPlantZones))
      : [];
  return {
    plantZones: plantZoneRows,
    yards: yardMap,
    carePlants,
    customRules,
    tipYardIds: whole ? [...yardMap.keys()] : tipYardIds,
  };
}
