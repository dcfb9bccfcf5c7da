import { monthDayOfNoaa, shortDate } from '../common/calendar-days';
import type { ZoneFrostDates } from './care-data-schema';

/** What a yard's care calendar counts from: median frost dates (MM-DD) and where they come from. */
export interface FrostDates {
  source: 'station' | 'zone' | 'none';
  lastFrost: string | null;
  firstFrost: string | null;
  /** NOAA expects no freeze (or the zone is frost-free): the dates frame the cool season. */
  frostFree: boolean;
  /** One sentence for the gardener. */
  explanation: string;
}

/** The NOAA 1981-2010 normals of a station, as imported (dates MM/DD). */
export interface StationNormals {
  id: string;
  name: string;
  frostStatus: string;
  lastSpringP50: string | null;
  firstFallP50: string | null;
}

export interface FrostInputs {
  /** The yard's hardiness zone label ("8a"), '' when not known. */
  zoneLabel: string;
  station: StationNormals | null;
  zoneTable: readonly ZoneFrostDates[];
}

/** NOAA's 50% dates: in half of all years the last spring frost comes later, the first fall one earlier. */
const NOAA_MEDIAN =
  'NOAA 1981-2010 normals: in half of all years the last frost comes later, or the first one earlier';

/**
 * Station first (its median 32°F dates), the hardiness zone's typical dates when the station
 * has none or NOAA expects no freeze there, nothing when neither is known.
 */
export function frostDatesOf({ zoneLabel, station, zoneTable }: FrostInputs): FrostDates {
  const zone = zoneTable.find((row) => row.Zone === zoneLabel);
  const last = monthDayOfNoaa(station?.lastSpringP50 ?? null);
  const first = monthDayOfNoaa(station?.firstFallP50 ?? null);
  if (station && station.frostStatus === 'dates' && last && first)
    return {
      source: 'station',
      lastFrost: last,
      firstFrost: first,
      frostFree: false,
      explanation: `Median frost dates at ${station.name}: last in spring about ${shortDate(last)}, first in fall about ${shortDate(first)} (${NOAA_MEDIAN}).`,
    };
  const noFreeze = station?.frostStatus === 'no-freeze';
  if (zone) {
    const why = noFreeze
      ? `NOAA expects no freeze at ${station!.name}`
      : station
        ? `${station.name} has no frost dates`
        : 'No weather station with frost dates is known near this yard';
    const dates =
      zone.FrostFree || noFreeze
        ? `zone ${zone.Zone} is frost-free, so its cool season (about ${shortDate(zone.FirstFallFrost)} to ${shortDate(zone.LastSpringFrost)}) frames the calendar`
        : `typical dates for zone ${zone.Zone} are used: last frost about ${shortDate(zone.LastSpringFrost)}, first about ${shortDate(zone.FirstFallFrost)}`;
    return {
      source: 'zone',
      lastFrost: zone.LastSpringFrost,
      firstFrost: zone.FirstFallFrost,
      frostFree: zone.FrostFree || noFreeze,
      explanation: `${why}; ${dates}.`,
    };
  }
  return {
    source: 'none',
    lastFrost: null,
    firstFrost: null,
    frostFree: noFreeze,
    explanation:
      'Set the yard’s ZIP code or hardiness zone, or choose a weather station, to date its care tasks.',
  };
}
