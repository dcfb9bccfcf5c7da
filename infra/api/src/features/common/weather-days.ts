import type { RainPeriod, TemperaturePeriod } from './weather-report';
import { localDayAndHour } from './local-time';

/** The local day a moment falls on in `timeZone`. */
const localDay = (ms: number, timeZone: string) => localDayAndHour(new Date(ms), timeZone).day;

/**
 * The rain of `periods` between `from` and `to` (milliseconds) by the local day it fell on,
 * each period counted for the part of it inside the window (a 6-hour forecast half inside
 * counts half) and put on the day its counted part begins.
 */
export function rainByLocalDay(
  periods: readonly RainPeriod[],
  from: number,
  to: number,
  timeZone: string,
): Map<string, number> {
  const byDay = new Map<string, number>();
  for (const period of periods) {
    const start = Date.parse(period.start);
    const end = Date.parse(period.end);
    const inside = Math.min(end, to) - Math.max(start, from);
    if (!(end > start) || inside <= 0 || period.mm <= 0) continue;
    const day = localDay(Math.max(start, from), timeZone);
    byDay.set(day, (byDay.get(day) ?? 0) + (period.mm * inside) / (end - start));
  }
  return byDay;
}

/**
 * Forecast temperatures by the local day their period begins on (a daytime's high is its
 * day's; a night's low, the night after that day), the highest (or lowest) when several.
 */
export function temperatureByLocalDay(
  periods: readonly TemperaturePeriod[],
  timeZone: string,
  pick: (a: number, b: number) => number,
): Map<string, number> {
  const byDay = new Map<string, number>();
  for (const period of periods) {
    const day = localDay(Date.parse(period.start), timeZone);
    const known = byDay.get(day);
    byDay.set(day, known === undefined ? period.celsius : pick(known, period.celsius));
  }
  return byDay;
}
