import { addDays, dayInYear, shortDate, yearOf } from '../common/calendar-days';
import type { HealthFrost } from './health-context';

/** Frost can still nip new growth for about three weeks after the median last spring frost. */
const LATE_FROST_DAYS = 21;

export interface FrostSeason {
  /** Frost may come now: after the first fall frost, or before the last spring one (and a little after). */
  now: boolean;
  /** One sentence citing the yard's dates. */
  text: string;
  /** The same without the dates, beside a sentence that gives them. */
  summary: string;
}

/**
 * Whether frost can come at this time of year in the yard, from its median frost dates
 * (the care calendar's); null when the yard has no dates.
 */
export function frostSeason(today: string, yardName: string, frost: HealthFrost | null): FrostSeason | null {
  if (!frost) return null;
  if (frost.frostFree) {
    const text = `NOAA expects no freeze in ${yardName}`;
    return { now: false, text, summary: text };
  }
  if (!frost.lastSpring || !frost.firstFall) return null;
  const monthDay = today.slice(5);
  const lateFrostsEnd = addDays(dayInYear(yearOf(today), frost.lastSpring), LATE_FROST_DAYS).slice(5);
  const dates = `its last spring frost comes about ${shortDate(frost.lastSpring)} and its first fall frost about ${shortDate(frost.firstFall)}`;
  const now = monthDay >= frost.firstFall || monthDay <= lateFrostsEnd;
  const summary = now
    ? `Frost is possible in ${yardName} at this time of year`
    : `Frosts are over for now in ${yardName}`;
  return { now, summary, text: `${summary}: ${dates}` };
}
