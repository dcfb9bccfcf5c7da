import type { WeatherReport } from '../common/weather-report';
import { addDays } from '../common/calendar-days';
import { rainByLocalDay, temperatureByLocalDay } from '../common/weather-days';

const HOUR_MS = 3_600_000;

/** Rain of at least this much in RAIN_PAST_HOURS, or forecast for RAIN_NEXT_HOURS, waters the garden. */
const SOAKING_RAIN_MM = 12;
const RAIN_PAST_HOURS = 48;
const RAIN_NEXT_HOURS = 24;
/** A heat wave is at least this many days in a row hotter than the plant likes... */
const HEAT_WAVE_DAYS = 2;
/** ...beginning within this many days: further out, the forecast is too unsure to water early. */
const HEAT_WAVE_STARTS_WITHIN_DAYS = 3;

/** Rain that soaked (or will soak) the yard's soil: how much, on which local days. */
export interface SoakingRain {
  mm: number;
  /** The local days it fell (or is forecast) on, in order, with rain on each. */
  days: string[];
  forecast: boolean;
}

/** A run of hot days: the local days and the highest forecast high. */
export interface HotRun {
  days: string[];
  highestC: number;
}

const at = (iso: string) => Date.parse(iso);

function soaking(byDay: Map<string, number>, forecast: boolean): SoakingRain | null {
  const mm = [...byDay.values()].reduce((sum, each) => sum + each, 0);
  if (mm < SOAKING_RAIN_MM) return null;
  // Days with a trace only (under a millimetre) are not named: "on Tuesday", not "on Monday and Tuesday".
  const days = [...byDay.entries()]
    .filter(([, each]) => each >= 1)
    .map(([day]) => day)
    .sort();
  return { mm, days, forecast };
}

/**
 * Rain that makes a watering needless, as of the report's time: measured over the last 48
 * hours, else forecast for the next 24. Measured rain is the surer, so it is named first.
 */
export function soakingRain(report: WeatherReport, timeZone: string): SoakingRain | null {
  const now = at(report.fetchedAt);
  return (
    soaking(rainByLocalDay(report.observedRain, now - RAIN_PAST_HOURS * HOUR_MS, now, timeZone), false) ??
    soaking(rainByLocalDay(report.forecastRain, now, now + RAIN_NEXT_HOURS * HOUR_MS, timeZone), true)
  );
}

/**
 * The first run of at least HEAT_WAVE_DAYS days in a row with forecast highs over
 * `comfortC`, beginning on `today` or within HEAT_WAVE_STARTS_WITHIN_DAYS of it.
 */
export function hotRun(
  report: WeatherReport,
  timeZone: string,
  today: string,
  comfortC: number,
): HotRun | null {
  const highs = temperatureByLocalDay(report.forecastHighs, timeZone, Math.max);
  for (let offset = 0; offset < HEAT_WAVE_STARTS_WITHIN_DAYS; offset += 1) {
    const days: string[] = [];
    let highestC = -Infinity;
    for (let day = addDays(today, offset); (highs.get(day) ?? -Infinity) > comfortC; day = addDays(day, 1)) {
      days.push(day);
      highestC = Math.max(highestC, highs.get(day)!);
    }
    if (days.length >= HEAT_WAVE_DAYS) return { days, highestC };
  }
  return null;
}

/** A report fetched before yesterday says nothing certain about today: it moves nothing. */
export const isFresh = (report: WeatherReport, today: string): boolean =>
  report.fetchedAt.slice(0, 10) >= addDays(today, -1);
