import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { weatherStationDetailSchema, frostNormalsSchema } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { frostNormals, weatherStations } from '../../db/schema';

type StationDetail = z.infer<typeof weatherStationDetailSchema>;
type FrostStatus = z.infer<typeof frostNormalsSchema>['Status'];

/** GET WeatherStation/{id}/Detail: the station and its NOAA 1981-2010 frost normals. */
export async function stationDetail(db: Database, id: string): Promise<StationDetail | null> {
  const [row] = await db
    .select({ station: weatherStations, frost: frostNormals })
    .from(weatherStations)
    .leftJoin(frostNormals, eq(frostNormals.stationId, weatherStations.id))
    .where(eq(weatherStations.id, id.toUpperCase()));
  if (!row) return null;
  const { station, frost } = row;
  return {
    StationID: station.id,
    Name: station.name,
    State: station.state,
    Latitude: station.latitude,
    Longitude: station.longitude,
    ElevationM: station.elevationM,
    Source: station.source,
    FrostNormals: frost && {
      Status: frost.frostStatus as FrostStatus,
      LastSpringFrost50: frost.lastSpringP50,
      LastSpringFrost90: frost.lastSpringP90,
      FirstFallFrost50: frost.firstFallP50,
      FirstFallFrost90: frost.firstFallP90,
      GrowingSeasonDays50: frost.growingSeasonDaysP50,
      GrowingSeasonDays90: frost.growingSeasonDaysP90,
      GrowingDegreeDays50: frost.gddBase50,
      GrowingDegreeDays40: frost.gddBase40,
    },
  };
}
