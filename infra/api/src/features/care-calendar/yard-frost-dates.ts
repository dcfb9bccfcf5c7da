import { eq } from 'drizzle-orm';
import type { YardFrostDates } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { frostNormals, weatherStations, yards } from '../../db/schema';
import { badRequest, notFound } from '../../http-errors';
import { greatCircleMiles } from '../common/geo-distance';
import { WITH_FROST_ANSWER } from '../weather/weather-stations';
import { ownedYard } from '../common/owned-yard';
import { careData } from './care-data';
import { frostDatesOf } from './frost-dates';
import { regenerateCareCalendar } from './regenerate-calendar';
import { zoneLabelOf } from './rule-match';

const NOAA_ATTRIBUTION = 'Frost dates: NOAA NCEI 1981-2010 Climate Normals';
const ZONE_ATTRIBUTION = 'Typical frost dates by hardiness zone, derived by Thrive Garden from NOAA normals';

async function stationWithNormals(db: Database, stationId: string) {
  const [row] = await db
    .select({ station: weatherStations, frost: frostNormals })
    .from(weatherStations)
    .leftJoin(frostNormals, eq(frostNormals.stationId, weatherStations.id))
    .where(eq(weatherStations.id, stationId));
  return row ?? null;
}

/** GET users/{uid}/yard/{id}/FrostDates: the dates the yard's care calendar counts from. */
export async function yardFrostDates(db: Database, userId: number, yardId: number): Promise<YardFrostDates> {
  const yard = await ownedYard(db, userId, yardId);
  const found = yard.weatherStationId ? await stationWithNormals(db, yard.weatherStationId) : null;
  const station = found?.station ?? null;
  const frost = frostDatesOf({
    zoneLabel: zoneLabelOf(yard.hardinessZoneId),
    station: station && {
      id: station.id,
      name: station.name,
      frostStatus: found?.frost?.frostStatus ?? 'none',
      lastSpringP50: found?.frost?.lastSpringP50 ?? null,
      firstFallP50: found?.frost?.firstFallP50 ?? null,
    },
    zoneTable: careData().zoneFrostDates,
  });
  const distance =
    station && yard.latitude !== null && yard.longitude !== null
      ? Math.round(greatCircleMiles({ latitude: yard.latitude, longitude: yard.longitude }, station) * 10) /
        10
      : null;
  return {
    YardId: yard.id,
    Source: frost.source,
    LastSpringFrost: frost.lastFrost,
    FirstFallFrost: frost.firstFrost,
    FrostFree: frost.frostFree,
    StationID: station?.id ?? null,
    StationName: station?.name ?? '',
    StationState: station?.state ?? '',
    DistanceMiles: distance,
    StationChosen: yard.weatherStationChosen,
    HardinessZone: zoneLabelOf(yard.hardinessZoneId),
    Explanation: frost.explanation,
    Attribution:
      frost.source === 'station' ? NOAA_ATTRIBUTION : frost.source === 'zone' ? ZONE_ATTRIBUTION : '',
  };
}

/**
 * POST users/{uid}/yard/{id}/WeatherStation: the gardener's choice on the map. Only a station
 * whose normals give frost dates (or say there is no freeze) can date a calendar; the yard's
 * open tasks move to the new dates at once.
 */
export async function chooseYardStation(
  db: Database,
  userId: number,
  yardId: number,
  stationId: string,
  today: string,
): Promise<YardFrostDates> {
  await ownedYard(db, userId, yardId);
  const found = await stationWithNormals(db, stationId.toUpperCase());
  if (!found) throw notFound(`There is no weather station ${stationId}.`);
  if (!WITH_FROST_ANSWER.includes(found.frost?.frostStatus ?? 'none')) {
    const message = `${found.station.name} has no frost dates. Choose a station with frost dates.`;
    throw badRequest(message, { 'body.StationID': message });
  }
  await db.transaction(async (tx) => {
    await tx
      .update(yards)
      .set({ weatherStationId: found.station.id, weatherStationChosen: true })
      .where(eq(yards.id, yardId));
    await regenerateCareCalendar(tx, userId, today, { yardIds: [yardId] });
  });
  return yardFrostDates(db, userId, yardId);
}
