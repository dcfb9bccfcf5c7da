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
  { now, limit = YARDS_PER_RUN }: { now: Date; limit?: number },
): Promise<WeatherRefreshResult> {
  const staleBefore = new Date(now.getTime() - WEATHER_STALE_HOURS * 3_600_000);
  const places = await yardsDueForWeather(db, staleBefore, limit);
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
 * WEATHER_CHECK_MINUTES (runs never overlap; a failure is logged, not thrown). Without a
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
  const loop = startBackgroundLoop({
    everyMs: WEATHER_CHECK_MINUTES * 60_000,
    run: async () => {
      const { failures } = await refreshYardWeather(db, provider, { now: new Date() });
      // One line for a run, however many yards: an unreachable service fails them all alike.
      if (failures.length > 0)
        log(`The weather of ${failures.length} yard(s) was not updated (first: ${failures[0]}).`);
    },
    log,
    failure: 'The yards’ weather was not updated',
  });
  return { stop: loop.stop };
}
