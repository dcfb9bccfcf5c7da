import type { YardWeather } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { ownedYard } from '../common/owned-yard';
import { timeZoneAt } from '../common/local-time';
import { reportForPlace } from '../common/weather-report';
import { weatherDays } from './yard-weather-days';
import { keptYardWeather, lastYardWeatherFailure } from './yard-weather-store';

const NO_DAYS = { UpdatedAt: null, LastFailedAt: null, PastDays: [], Forecast: [] };

/**
 * GET users/{uid}/yard/{id}/Weather: the yard's last report by its local days, or why there
 * is none. A report asked for the yard's former place (it has moved since) is none.
 */
export async function yardWeather(
  db: Database,
  userId: number,
  yardId: number,
  { weatherOn, now }: { weatherOn: boolean; now: Date },
): Promise<YardWeather> {
  const yard = await ownedYard(db, userId, yardId);
  if (!weatherOn) return { YardId: yardId, Status: 'off', ...NO_DAYS };
  const kept = await keptYardWeather(db, yardId);
  const failedAt = (await lastYardWeatherFailure(db, yardId))?.toISOString() ?? null;
  const report = reportForPlace(kept, yard);
  if (!report) {
    // Asked for this place, the service had no report for it: it covers no such place.
    const uncovered =
      kept?.report === null && kept.latitude === yard.latitude && kept.longitude === yard.longitude;
    if (uncovered) return { YardId: yardId, Status: 'uncovered', ...NO_DAYS };
    // None yet: the service could not be reached when asked, or it has not been asked yet.
    return {
      YardId: yardId,
      Status: failedAt ? 'unreachable' : 'pending',
      ...NO_DAYS,
      LastFailedAt: failedAt,
    };
  }
  return {
    YardId: yardId,
    Status: 'ready',
    UpdatedAt: report.fetchedAt,
    LastFailedAt: failedAt,
    ...weatherDays(report, timeZoneAt(yard), now),
  };
}
