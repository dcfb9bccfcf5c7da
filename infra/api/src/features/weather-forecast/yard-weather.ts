import type { YardWeather } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { ownedYard } from '../common/owned-yard';
import { timeZoneAt } from '../common/local-time';
import { reportForPlace } from '../common/weather-report';
import { weatherDays } from './yard-weather-days';
import { keptYardWeather } from './yard-weather-store';

const NO_DAYS = { UpdatedAt: null, PastDays: [], Forecast: [] };

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
  const samePlace = kept && kept.latitude === yard.latitude && kept.longitude === yard.longitude;
  if (samePlace && kept.report === null) return { YardId: yardId, Status: 'uncovered', ...NO_DAYS };
  const report = reportForPlace(kept, yard);
  if (!report) return { YardId: yardId, Status: 'pending', ...NO_DAYS };
  return {
    YardId: yardId,
    Status: 'ready',
    UpdatedAt: report.fetchedAt,
    ...weatherDays(report, timeZoneAt(yard), now),
  };
}
