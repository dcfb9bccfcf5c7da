import type { RainPeriod } from '../common/weather-report';

/**
 * The National Weather Service's times and units turned into a weather report's periods. The
 * gridpoint data gives each value for an ISO 8601 interval written as a start and a duration
 * ("2026-11-30T12:00:00+00:00/PT6H"); a station gives each hour's rain at the hour's end.
 */

/** A value of a gridpoint layer (quantitativePrecipitation, maxTemperature, …). */
export interface NwsLayerValue {
  validTime: string;
  value: number | null;
}

/** A station's observation, as far as it is read here. */
export interface NwsObservation {
  timestamp: string;
  precipitationLastHour?: { value: number | null; unitCode: string } | null;
}

interface Period {
  start: string;
  end: string;
}

const HOUR_MS = 3_600_000;

// Weeks, days, hours, minutes, seconds. Years and months have no fixed length and the NWS
// does not use them, so they are not read.
const DURATION = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/** An ISO 8601 duration (PT6H, P1D, P1DT6H) in milliseconds; null when it is not one. */
export function durationMs(duration: string): number | null {
  const parts = DURATION.exec(duration);
  // "P" and "PT" alone match the pattern but say no length.
  if (!parts || duration === 'P' || duration.endsWith('T')) return null;
  const [weeks = 0, days = 0, hours = 0, minutes = 0, seconds = 0] = parts
    .slice(1)
    .map((part) => Number(part ?? 0));
  // NWS intervals are instants in UTC, so a day is always 24 hours here.
  return ((((weeks * 7 + days) * 24 + hours) * 60 + minutes) * 60 + seconds) * 1000;
}

/** A gridpoint validTime ("start/duration") as start and end instants; throws when it is not one. */
export function validTimePeriod(validTime: string): Period {
  const [startText = '', duration = '', ...rest] = validTime.split('/');
  const start = Date.parse(startText);
  const length = durationMs(duration);
  if (rest.length > 0 || Number.isNaN(start) || length === null)
    throw new Error(`The weather service gave a time that is not a start and a duration: ${validTime}`);
  return { start: new Date(start).toISOString(), end: new Date(start + length).toISOString() };
}

/** The layer's values still to come at `now` (ending after it), oldest first, with their amount. */
export function forecastPeriods<Amount extends object>(
  values: readonly NwsLayerValue[],
  now: Date,
  amount: (value: number) => Amount | null,
): (Period & Amount)[] {
  return values
    .flatMap(({ validTime, value }) => {
      const period = validTimePeriod(validTime);
      const counted = value === null ? null : amount(value);
      return counted && Date.parse(period.end) > now.getTime() ? [{ ...period, ...counted }] : [];
    })
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}

/** Each hour of rain a station measured, oldest first; hours without a reading are left out. */
export function observedRainPeriods(observations: readonly NwsObservation[]): RainPeriod[] {
  return observations
    .flatMap(({ timestamp, precipitationLastHour: rain }) => {
      if (!rain || rain.value === null) return [];
      const mm = rainMm(rain.value, rain.unitCode);
      if (mm === null) return [];
      const end = Date.parse(timestamp);
      return [{ start: new Date(end - HOUR_MS).toISOString(), end: new Date(end).toISOString(), mm }];
    })
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}

/** The last part of a unit code: "wmoUnit:mm" and the older "unit:mm" are both "mm". */
const unitOf = (code: string) => code.slice(code.lastIndexOf(':') + 1);

/**
 * Rain in millimetres. Stations have given it in metres ("wmoUnit:m") as well as millimetres.
 * A negative amount is no reading (a report keeps only amounts of zero or more): null.
 */
export function rainMm(value: number, unitCode: string): number | null {
  const unit = unitOf(unitCode);
  if (unit !== 'mm' && unit !== 'm') throw new Error(`The weather service gave rain in ${unitCode}`);
  const mm = unit === 'm' ? value * 1000 : value;
  return mm < 0 ? null : mm;
}

/** A temperature in °C, from °C or °F. */
export function celsius(value: number, unitCode: string): number {
  const unit = unitOf(unitCode);
  if (unit === 'degC') return value;
  if (unit === 'degF') return ((value - 32) * 5) / 9;
  throw new Error(`The weather service gave a temperature in ${unitCode}`);
}
