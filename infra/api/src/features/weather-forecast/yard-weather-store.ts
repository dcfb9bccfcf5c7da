import { and, asc, eq, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { yards, yardWeather } from '../../db/schema';
import type { WeatherReport } from '../common/weather-report';

/** A yard whose weather is to be asked for: where it is, and whose it is. */
export interface YardPlace {
  yardId: number;
  userId: number;
  latitude: number;
  longitude: number;
}

/**
 * The yards whose weather is older than `staleBefore` (or never asked for, or asked for
 * another place before the yard moved), longest waiting first, at most `limit`.
 */
export async function yardsDueForWeather(
  db: Database,
  staleBefore: Date,
  limit: number,
): Promise<YardPlace[]> {
  const rows = await db
    .select({
      yardId: yards.id,
      userId: yards.userId,
      latitude: yards.latitude,
      longitude: yards.longitude,
    })
    .from(yards)
    .leftJoin(yardWeather, sql`${yardWeather.yardId} = ${yards.id}`)
    .where(
      and(
        isNotNull(yards.latitude),
        isNotNull(yards.longitude),
        or(
          isNull(yardWeather.yardId),
          lt(yardWeather.fetchedAt, staleBefore),
          ne(yardWeather.latitude, yards.latitude),
          ne(yardWeather.longitude, yards.longitude),
        ),
      ),
    )
    .orderBy(sql`${yardWeather.fetchedAt} ASC NULLS FIRST`, asc(yards.id))
    .limit(limit);
  return rows as YardPlace[];
}

/** Keeps a yard's new report (null: the provider has no weather there), in place of the last. */
export async function saveYardWeather(
  db: Database,
  place: YardPlace,
  report: WeatherReport | null,
  fetchedAt: Date,
): Promise<void> {
  const values = { latitude: place.latitude, longitude: place.longitude, fetchedAt, report };
  await db
    .insert(yardWeather)
    .values({ yardId: place.yardId, ...values })
    .onConflictDoUpdate({ target: yardWeather.yardId, set: values });
}

/** The report kept for a yard and the place it was asked for; undefined: none was asked yet. */
export async function keptYardWeather(db: Database, yardId: number) {
  const [row] = await db.select().from(yardWeather).where(eq(yardWeather.yardId, yardId));
  return row;
}
