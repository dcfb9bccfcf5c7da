/**
 * Days without a time, written yyyy-mm-dd as every task date travels (contracts/calendar-date).
 * Dates the gardener sees are local: "today" is the device's own day, not UTC's.
 */

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** yyyy-mm-dd of a Date in the device's time zone. */
export function toIsoDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A local Date at midnight of yyyy-mm-dd. setFullYear, because `new Date(y, m, d)` reads
 * years 0-99 as 1900-1999 and the picker's bounded range reaches back 500 years.
 */
export function fromIsoDate(iso: string): Date {
  const [year = 1970, month = 1, day = 1] = iso.split('-').map(Number);
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, month - 1, day);
  date.setHours(0, 0, 0, 0);
  return date;
}

/** The device's today, yyyy-mm-dd (SPEC §5 date completed, the task list's `td`). */
export function localToday(now: Date = new Date()): string {
  return toIsoDate(now);
}

/** yyyy-mm-dd `days` later (or earlier when negative), across months and years. */
export function addDays(iso: string, days: number): string {
  const date = fromIsoDate(iso);
  date.setDate(date.getDate() + days);
  return toIsoDate(date);
}

/**
 * One formatter per style, made on first use: building an Intl formatter loads locale
 * data, which cost a phone about 130 ms when this module ran with the first screen.
 * UTC on both sides: the day written is the day shown, whatever the device's zone.
 */
const dayFormats = new Map<'medium' | 'full', Intl.DateTimeFormat>();
function dayFormat(dateStyle: 'medium' | 'full'): Intl.DateTimeFormat {
  let format = dayFormats.get(dateStyle);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { dateStyle, timeZone: 'UTC' });
    dayFormats.set(dateStyle, format);
  }
  return format;
}

function utcDate(iso: string): Date {
  const [year = 1970, month = 1, day = 1] = iso.slice(0, 10).split('-').map(Number);
  const date = new Date(Date.UTC(2000, 0, 1));
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

/** "Apr 3, 2025" for 2025-04-03. */
export function formatDay(iso: string): string {
  return dayFormat('medium').format(utcDate(iso));
}

/** "Thursday, April 3, 2025" for 2025-04-03. */
export function formatLongDay(iso: string): string {
  return dayFormat('full').format(utcDate(iso));
}
