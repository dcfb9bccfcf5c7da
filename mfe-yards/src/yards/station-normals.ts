import type { WeatherStationDetail } from '@thrive/shared/contracts';
import { monthDay } from './frost-dates';

type Normals = NonNullable<WeatherStationDetail['FrostNormals']>;

/** NOAA writes MM/DD; the frost dates call MM-DD: monthDay reads both. */
const date = (value: string | null) => (value ? monthDay(value) : null);

/**
 * The frost normals in a gardener's words. NOAA's percentiles (checked on Central Park):
 * spring p90 is the date with a 90% chance the last freeze comes later; fall p90 the date
 * with a 90% chance the first freeze comes earlier.
 */
export function lastFrostText(normals: Normals): string | null {
  const median = date(normals.LastSpringFrost50);
  if (!median) return null;
  const early = date(normals.LastSpringFrost90);
  return early
    ? `${median} in half of the years; after ${early} in 9 years out of 10`
    : `${median} in half of the years`;
}

export function firstFrostText(normals: Normals): string | null {
  const median = date(normals.FirstFallFrost50);
  if (!median) return null;
  const late = date(normals.FirstFallFrost90);
  return late
    ? `${median} in half of the years; before ${late} in 9 years out of 10`
    : `${median} in half of the years`;
}

/** Why a station gives no frost dates, or null when it gives them. */
export function noFrostDatesText(normals: Normals | null): string | null {
  if (!normals || normals.Status === 'none') return 'This station has no frost-date normals.';
  if (normals.Status === 'no-freeze') return 'No freeze is expected here in most years.';
  if (normals.Status === 'not-computed') return 'NOAA did not compute frost dates for this station.';
  return null;
}

const FEET_PER_METRE = 3.28084;

/** "96 m (315 ft)". */
export const elevationText = (metres: number) =>
  `${Math.round(metres).toLocaleString('en-US')} m (${Math.round(metres * FEET_PER_METRE).toLocaleString('en-US')} ft)`;
