import { isCalendarDate } from '../contracts/calendar-date';
import { formatDay } from './calendar-days';

/** SPEC §5 "Date input (date picker)" defaults. */
export const DATE_INPUT_MONTHS_SHOWN = 1;
/** Monday, as a day index from Sunday 0. */
export const DATE_INPUT_WEEK_STARTS_ON = 1;
export const DATE_INPUT_WEEKS_PER_MONTH = 6;
/** The year dropdown reaches this many years either side of the month in view... */
export const DATE_INPUT_YEAR_SPAN = 10;
/** ...or this many when both a minimum and a maximum bound the dates. */
export const DATE_INPUT_BOUNDED_YEAR_SPAN = 500;
/** The format the field shows and the value it hands on. */
export const DATE_INPUT_FORMAT = 'yyyy-mm-dd';

// A year alone, year-month, or year-month-day; months and days may drop their leading zero.
const DATE_TEXT = /^(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?$/;

/**
 * SPEC §5: the field accepts yyyy-mm-dd, a year alone, or year-month. A partial date means
 * its first day (2025 is 2025-01-01, 2025-04 is 2025-04-01), as the browser's Date reads
 * them. Null unless it is a real calendar date whose year is not 0.
 */
export function parseDateInput(text: string): string | null {
  const match = DATE_TEXT.exec(text.trim());
  if (!match) return null;
  const [, year = '', month = '1', day = '1'] = match;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isCalendarDate(iso) ? iso : null;
}

export interface DateBounds {
  min?: string | undefined;
  max?: string | undefined;
}

/**
 * SPEC §5: "The maximum must not be before the minimum." Bounds that are not real dates, or a
 * maximum before the minimum, are a mistake of the page, not the gardener's: the message says
 * which, and `usableBounds` drops the maximum so the field still works.
 */
export function dateBoundsError({ min, max }: DateBounds): string | null {
  if (min && !isCalendarDate(min)) return `The minimum date ${min} is not a date (${DATE_INPUT_FORMAT}).`;
  if (max && !isCalendarDate(max)) return `The maximum date ${max} is not a date (${DATE_INPUT_FORMAT}).`;
  if (min && max && max < min) return `The maximum date ${max} must not be before the minimum ${min}.`;
  return null;
}

export function usableBounds({ min, max }: DateBounds): DateBounds {
  const minOk = Boolean(min && isCalendarDate(min));
  const maxOk = Boolean(max && isCalendarDate(max)) && !(minOk && max! < min!);
  return { min: minOk ? min : undefined, max: maxOk ? max : undefined };
}

/** The field's words for its date, "Due date" -> "due date", for the messages. */
const what = (label: string) => label.trim().toLowerCase() || 'date';

/**
 * The message for what the gardener typed, or null when it is fine. The texts follow the
 * contracts' (`calendarDateSchema`): "Please enter a due date." for an empty required field.
 */
export function dateInputError(
  text: string,
  { label, required = false, min, max }: { label: string; required?: boolean } & DateBounds,
): string | null {
  if (text.trim() === '') return required ? `Please enter a ${what(label)}.` : null;
  const iso = parseDateInput(text);
  if (!iso) return `Please enter a valid ${what(label)} (${DATE_INPUT_FORMAT}).`;
  const bounds = usableBounds({ min, max });
  if (bounds.min && iso < bounds.min) return `The ${what(label)} cannot be before ${formatDay(bounds.min)}.`;
  if (bounds.max && iso > bounds.max) return `The ${what(label)} cannot be after ${formatDay(bounds.max)}.`;
  return null;
}

/**
 * SPEC §5: the year dropdown covers ±10 years around the year in view, or ±500 when both a
 * minimum and a maximum bound the dates; never past a bound, never year 0.
 */
export function yearRange(viewYear: number, bounds: DateBounds): { from: number; to: number } {
  const { min, max } = usableBounds(bounds);
  const minYear = min ? Number(min.slice(0, 4)) : 1;
  const maxYear = max ? Number(max.slice(0, 4)) : Number.POSITIVE_INFINITY;
  const span = min && max ? DATE_INPUT_BOUNDED_YEAR_SPAN : DATE_INPUT_YEAR_SPAN;
  // A view outside the bounds (a value from before the minimum) centres on the nearest bound.
  const view = Math.min(Math.max(viewYear, minYear), maxYear);
  return { from: Math.max(minYear, view - span), to: Math.min(maxYear, view + span) };
}
