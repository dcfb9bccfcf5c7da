import { DAY_MS } from './time-units';

/**
 * Days of the care calendar are plain dates (yyyy-mm-dd) in the yard's own calendar: no
 * time and no time zone, so arithmetic is done in UTC where every day has 24 hours.
 */

/**
 * A calendar of a thousand plants does tens of thousands of date sums over a few hundred
 * distinct days: parsing and formatting are remembered (a bounded cache per direction).
 */
const CACHE_LIMIT = 20_000;
const parsed = new Map<string, number>();
const formatted = new Map<number, string>();

function toUtc(day: string): number {
  let ms = parsed.get(day);
  if (ms === undefined) {
    ms = Date.parse(`${day}T00:00:00Z`);
    if (parsed.size >= CACHE_LIMIT) parsed.clear();
    parsed.set(day, ms);
  }
  return ms;
}

function fromUtc(ms: number): string {
  let day = formatted.get(ms);
  if (day === undefined) {
    day = new Date(ms).toISOString().slice(0, 10);
    if (formatted.size >= CACHE_LIMIT) formatted.clear();
    formatted.set(ms, day);
  }
  return day;
}

/** The date of an instant in UTC (the server's "today"). */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string => fromUtc(toUtc(day) + days * DAY_MS);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((toUtc(to) - toUtc(from)) / DAY_MS);

export const yearOf = (day: string): number => Number(day.slice(0, 4));

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** MM-DD in a year; 02-29 falls on 02-28 in a common year. */
export function dayInYear(year: number, monthDay: string): string {
  const fitted = monthDay === '02-29' && !isLeap(year) ? '02-28' : monthDay;
  return `${String(year).padStart(4, '0')}-${fitted}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Apr 3" from MM-DD or yyyy-mm-dd. */
export function shortDate(day: string): string {
  const [month, date] = day.slice(-5).split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${date}`;
}

/** NOAA writes frost dates MM/DD; the calendar uses MM-DD. */
export const monthDayOfNoaa = (text: string | null): string | null =>
  text && /^\d{2}\/\d{2}$/.test(text) ? text.replace('/', '-') : null;

export const minDay = (a: string, b: string): string => (a < b ? a : b);
export const maxDay = (a: string, b: string): string => (a > b ? a : b);
