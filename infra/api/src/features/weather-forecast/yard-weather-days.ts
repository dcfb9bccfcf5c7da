import type { YardWeather } from '@thrive/shared/contracts';
import { addDays } from '../common/calendar-days';
import { localDayAndHour } from '../common/local-time';
import { rainByLocalDay, temperatureByLocalDay } from '../common/weather-days';
import type { WeatherReport } from '../common/weather-report';

const PAST_DAYS = 7;
const FORECAST_DAYS = 7;

/** Tenths of a millimetre or a degree: what a gardener reads, and no float noise. */
const tenths = (value: number) => Math.round(value * 10) / 10;

/**
 * A kept report by the yard's local days: the rain measured on each of the 7 days up to
 * today, and today's and the next days' forecast rain, high and low, as far as it goes.
 */
export function weatherDays(
  report: WeatherReport,
  timeZone: string,
  now: Date,
): Pick<YardWeather, 'PastDays' | 'Forecast'> {
  const today = localDayAndHour(now, timeZone).day;
  const measured = rainByLocalDay(report.observedRain, -Infinity, Infinity, timeZone);
  const PastDays = Array.from({ length: PAST_DAYS }, (_, index) => {
    const date = addDays(today, index - PAST_DAYS + 1);
    return { Date: date, RainMm: tenths(measured.get(date) ?? 0) };
  });
  const rain = rainByLocalDay(report.forecastRain, now.getTime(), Infinity, timeZone);
  const highs = temperatureByLocalDay(report.forecastHighs, timeZone, Math.max);
  const lows = temperatureByLocalDay(report.forecastLows, timeZone, Math.min);
  const Forecast = [];
  for (let index = 0; index < FORECAST_DAYS; index += 1) {
    const date = addDays(today, index);
    const [mm, high, low] = [rain.get(date), highs.get(date), lows.get(date)];
    if (mm === undefined && high === undefined && low === undefined) continue;
    Forecast.push({
      Date: date,
      RainMm: tenths(mm ?? 0),
      HighC: high === undefined ? null : tenths(high),
      LowC: low === undefined ? null : tenths(low),
    });
  }
  return { PastDays, Forecast };
}
