import { z } from 'zod';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written yyyy-mm-dd (no 02-30, no year 0). */
export function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year === 0) return false;
  // setUTCFullYear, because Date.UTC reads years 0-99 as 1900-1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A day without a time, yyyy-mm-dd, as every task date travels. */
export const calendarDateSchema = (what: string) =>
  z
    .string({ message: `Please enter a ${what}.` })
    .trim()
    .refine(isCalendarDate, `Please enter a valid ${what} (yyyy-mm-dd).`);
