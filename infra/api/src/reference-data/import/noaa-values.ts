import type { weatherStations } from '../../db/schema';

const NORMALS_SOURCE = 'noaa-normals-1981-2010';

type Station = typeof weatherStations.$inferInsert;

/**
 * The 50 states, DC, Puerto Rico and the territories (VI, GU, AS, MP, UM), plus the
 * freely associated states (FM, MH, PW): NOAA's US normals cover them and USPS gives them
 * ZIP codes, so a gardener there has a nearest station. Anything else (the Canadian "ON"
 * station of the normals) is not ours to show.
 */
const US_CODES = new Set(
  (
    'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM ' +
    'NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR VI GU AS MP UM FM MH PW'
  ).split(' '),
);

/** NOAA's missing elevation in GHCN station lists. */
const MISSING_ELEVATION = -999.9;

function number(text: string | undefined): number | null {
  if (text === undefined || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** A station's row from NOAA's columns, or why it is not one we keep. */
export function checkStation(values: {
  id: string;
  name: string;
  state: string;
  lat: string;
  lon: string;
  elev: string;
}): { station: Station } | { reject: string } {
  if (!/^[A-Z0-9]{11}$/.test(values.id)) return { reject: `bad station id "${values.id}"` };
  if (!values.name) return { reject: 'no station name' };
  if (!US_CODES.has(values.state)) return { reject: `not a US state or territory: "${values.state}"` };
  const latitude = number(values.lat);
  if (latitude === null || latitude < -90 || latitude > 90) return { reject: `bad latitude "${values.lat}"` };
  const longitude = number(values.lon);
  if (longitude === null || longitude < -180 || longitude > 180)
    return { reject: `bad longitude "${values.lon}"` };
  const elevation = number(values.elev);
  return {
    station: {
      id: values.id,
      name: values.name,
      state: values.state,
      latitude,
      longitude,
      elevationM: elevation === null || elevation <= MISSING_ELEVATION ? null : elevation,
      source: NORMALS_SOURCE,
    },
  };
}

/**
 * NOAA normals special values (see the handbook's data README): -6666 undefined (no freeze
 * expected), -4444 not computed; -9999, -7777 and -5555 are missing or unusable too.
 */
export const NO_FREEZE = '-6666';
export const NOT_COMPUTED = '-4444';
const SPECIAL = new Set(['-9999', '-7777', '-6666', '-5555', '-4444']);

/** A whole-number normal (days, degree days): null when blank or special, undefined when bad. */
export function normalNumber(text: string): number | null | undefined {
  if (text === '' || SPECIAL.has(text)) return null;
  return /^-?\d+$/.test(text) ? Number(text) : undefined;
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** A calendar day as NOAA writes it, "MM/DD". */
export function isMonthDay(text: string): boolean {
  const match = /^(\d\d)\/(\d\d)$/.exec(text);
  if (!match) return false;
  const month = Number(match[1]);
  const day = Number(match[2]);
  return month >= 1 && month <= 12 && day >= 1 && day <= DAYS_IN_MONTH[month - 1]!;
}
