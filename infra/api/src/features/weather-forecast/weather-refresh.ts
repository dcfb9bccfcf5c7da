import type { Database } from '../../db/database';
import { refreshCareCalendar } from '../care-calendar/refresh-calendar';
import { startBackgroundLoop } from '../common/background-loop';
import { serverToday } from '../common/gardener-today';
import type { WeatherProvider } from '../common/weather-report';
import { nwsProvider } from './nws-provider';
import type { WeatherConfig } from './weather-config';
import {
  noteYardWeatherFailure,
  saveYardWeather,
  yardsDueForWeather,
  type YardLocation,
} from './yard-weather-store';

/** A yard's weather is asked for again after this long: forecasts are updated every few hours. */
export const WEATHER_STALE_HOURS = 3;
/** Minutes between two looks for yards whose weather is stale. */
const WEATHER_CHECK_MINUTES = 30;
/** Yards asked for in one run at most, so that a run stays short and the service is not flooded. */
const YARDS_PER_RUN = 60;
/** Seconds between two looks for yards never asked for (new, or moved): their first report comes soon. */
const NEW_YARDS_CHECK_SECONDS = 30;
/** New yards asked for in one such run at most. */
const NEW_YARDS_PER_RUN = 10;

export interface WeatherRefreshResult {
  /** Yards given a new report (or told the provider has none there). */
  refreshed: number;
  /** What could not be asked, for the log: the provider's or the database's message. */
  failures: string[];
}

/** Yards at the same spot (to about a kilometre) share one request. */
const spotOf = (place: YardLocation) => `${place.latitude.toFixed(2)},${place.longitude.toFixed(2)}`;

/**
 * Asks the provider for the weather of the yards whose report is stale, keeps each report,
 * and regenerates those yards' care calendars so that their watering follows the weather.
 * A failure leaves the yard's last report in place (the calendar keeps working from it, then
 * from the normals once it is old) and is tried again on a later run.
 */
export async function refreshYardWeather(
  db: Database,
  provider: WeatherProvider,
  { now, limit = YARDS_PER_RUN, newOnly = false }: { now: Date; limit?: number; newOnly?: boolean },
): Promise<WeatherRefreshResult> {
  // New only: yards never asked for (or moved since), except those that failed within the
  // regular interval, which the regular run tries again: a service that is down is not
  // asked every half minute.
  const staleBefore = newOnly ? new Date(0) : new Date(now.getTime() - WEATHER_STALE_HOURS * 3_600_000);
  const failedBefore = newOnly ? new Date(now.getTime() - WEATHER_CHECK_MINUTES * 60_000) : undefined;
  const places = await yardsDueForWeather(db, staleBefore, limit, failedBefore);
  const reports = new Map<string, ReturnType<WeatherProvider['reportAt']>>();
  const result: WeatherRefreshResult = { refreshed: 0, failures: [] };
  for (const place of places) {
    const spot = spotOf(place);
    if (!reports.has(spot)) reports.set(spot, provider.reportAt(place, now));
    try {
      const report = await reports.get(spot)!;
      await saveYardWeather(db, place, report, now);
      await refreshCareCalendar(
        db,
        place.userId,
        serverToday(() => now),
        { yardIds: [place.yardId] },
      );
      result.refreshed += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      result.failures.push(`yard ${place.yardId}: ${message}`);
      // The yard page says the service could not be reached; a failure to note it is logged above.
      await noteYardWeatherFailure(db, place.yardId, now).catch(() => undefined);
    }
  }
  return result;
}

export interface WeatherRefresh {
  /** No more runs; resolves once a run under way has finished. */
  stop(): Promise<void>;
}

/**
 * Keeps the yards' weather fresh in the background: once at start, then every
 * WEATHER_CHECK_MINUTES, and every NEW_YARDS_CHECK_SECONDS for the yards never asked for
 * (runs never overlap; a failure is logged, not thrown). Without a
 * configuration (WEATHER_API_URL none) there is no loop, and the care calendar follows the
 * normals. Instances running it side by side may now and then ask for the same yard: the
 * second report replaces the first.
 */
export function startWeatherRefresh(
  db: Database,
  { config, log }: { config: WeatherConfig | null; log: (line: string) => void },
): WeatherRefresh {
  if (!config) return { stop: async () => undefined };
  const provider = nwsProvider(config);
  const run = (options: { limit: number; newOnly: boolean }) => async () => {
    const { failures } = await refreshYardWeather(db, provider, { now: new Date(), ...options });
    // One line for a run, however many yards: an unreachable service fails them all alike.
    if (failures.length > 0)
      log(`The weather of ${failures.length} yard(s) was not updated (first: ${failures[0]}).`);
  };
  const stale = startBackgroundLoop({
    everyMs: WEATHER_CHECK_MINUTES * 60_000,
    run: run({ limit: YARDS_PER_RUN, newOnly: false }),
    log,
    failure: 'The yards’ weather was not updated',
  });
  // A yard that just got its place gets its first report within a minute, not half an hour.
  const fresh = startBackgroundLoop({
    everyMs: NEW_YARDS_CHECK_SECONDS * 1000,
    run: run({ limit: NEW_YARDS_PER_RUN, newOnly: true }),
    log,
    failure: 'The new yards’ weather was not asked for',
  });
  return { stop: async () => void (await Promise.all([stale.stop(), fresh.stop()])) };
}
