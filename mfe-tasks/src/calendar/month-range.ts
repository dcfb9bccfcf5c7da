import { addDays, DATE_INPUT_WEEK_STARTS_ON, fromIsoDate } from '@thrive/shared';

/** SPEC §5 calendar defaults, which the month view follows too: six weeks from Monday. */
const GRID_DAYS = 6 * 7;

/** yyyy-mm of a yyyy-mm-dd day. */
export const monthOf = (day: string) => day.slice(0, 7);

/** The yyyy-mm `months` later (or earlier). */
export function shiftMonth(month: string, months: number): string {
  const [year = 1970, index = 1] = month.split('-').map(Number);
  const total = year * 12 + (index - 1) + months;
  return `${String(Math.floor(total / 12)).padStart(4, '0')}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/**
 * The days the month grid shows: from the Monday on or before the 1st, six whole weeks
 * (the days of the months around it included), so the query's `from`/`to` cover every cell.
 */
export function monthGridRange(month: string): { from: string; to: string } {
  const first = `${month}-01`;
  const weekday = fromIsoDate(first).getDay();
  const back = (weekday - DATE_INPUT_WEEK_STARTS_ON + 7) % 7;
  const from = addDays(first, -back);
  return { from, to: addDays(from, GRID_DAYS - 1) };
}

/** True for a yyyy-mm with a real month. */
export function isMonth(text: string | null): text is string {
  return text !== null && /^\d{4}-(0[1-9]|1[0-2])$/.test(text) && text !== '0000-01';
}
