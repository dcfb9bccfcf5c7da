import { and, asc, eq, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { yards, yardWeather, yardWeatherFailures } from '../../db/schema';
import type { WeatherReport } from '../common/weather-report';

/** A yard whose weather is to be asked for: where it is, and whose it is. */
export interface YardLocation {
  yardId: number;
  userId: number;
  latitude: number;
  longitude: number;
}

/**
 * The yards whose weather is older than `staleBefore` (or never asked for, or asked for
 * another place before the yard moved), longest waiting first, at most `limit`. With
 * `failedBefore`, a yard whose last try failed after it waits for the next regular run.
 */
export async function yardsDueForWeather(
  db: Database,
  staleBefore: Date,
  limit: number,
  failedBefore?: Date,
): Promise<YardLocation[]> {
  const rows = await db
    .select({
      yardId: yards.id,
      userId: yards.userId,
      latitude: yards.latitude,
      longitude: yards.longitude,
    })
    .from(yards)
    .leftJoin(yardWeather, sql`${yardWeather.yardId} = ${yards.id}`)
    .leftJoin(yardWeatherFailures, sql`${yardWeatherFailures.yardId} = ${yards.id}`)
    .where(
      and(
        isNotNull(yards.latitude),
        isNotNull(yards.longitude),
        failedBefore
          ? or(isNull(yardWeatherFailures.yardId), lt(yardWeatherFailures.failedAt, failedBefore))
          : undefined,
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
  return rows as YardLocation[];
}

/** Keeps a yard's new report (null: the provider has no weather there), in place of the last. */
export async function saveYardWeather(
  db: Database,
  place: YardLocation,
  report: WeatherReport | null,
  fetchedAt: Date,
): Promise<void> {
  const values = { latitude: place.latitude, longitude: place.longitude, fetchedAt, report };
  await db.transaction(async (tx) => {
    await tx
      .insert(yardWeather)
      .values({ yardId: place.yardId, ...values })
      .onConflictDoUpdate({ target: yardWeather.yardId, set: values });
    // Asked with success: the service is reachable again.
    await tx.delete(yardWeatherFailures).where(eq(yardWeatherFailures.yardId, place.yardId));
  });
}

/** Notes that a yard's weather could not be asked for now; its last report, if any, stays. */
export async function noteYardWeatherFailure(db: Database, yardId: number, failedAt: Date): Promise<void> {
  await db
    .insert(yardWeatherFailures)
    .values({ yardId, failedAt })
    .onConflictDoUpdate({ target: yardWeatherFailures.yardId, set: { failedAt } });
}

/** The report kept for a yard and the place it was asked for; undefined: none was asked yet. */
export async function keptYardWeather(db: Database, yardId: number) {
  const [row] = await db.select().from(yardWeather).where(eq(yardWeather.yardId, yardId));
  return row;
}

/** When a yard's weather last could not be asked for, since its last success; null: it could. */
export async function lastYardWeatherFailure(db: Database, yardId: number): Promise<Date | null> {
  const [row] = await db
    .select({ failedAt: yardWeatherFailures.failedAt })
    .from(yardWeatherFailures)
    .where(eq(yardWeatherFailures.yardId, yardId));
  return row?.failedAt ?? null;
}
