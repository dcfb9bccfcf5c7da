import { addDays, daysBetween, shortDate } from '../common/calendar-days';
import { repeatHorizon } from './rule-windows';
import { everyText } from './date-reason';

export interface CustomSeries {
  startDate: string;
  intervalDays: number;
  endDate: string | null;
}

export interface CustomOccurrence {
  due: string;
  /** The repeat's number from the start date: the same day always has the same number. */
  index: number;
  reason: string;
}

const withYear = (day: string) => `${shortDate(day)}, ${day.slice(0, 4)}`;
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A gardener's own task: once on its start date (even a past one: they asked for it), or
 * every N days from the start date until its end date, made a few weeks ahead like the
 * care calendar's repeats (and always the next one).
 */
export function customOccurrences(series: CustomSeries, today: string): CustomOccurrence[] {
  const { startDate, intervalDays, endDate } = series;
  if (intervalDays === 0) return [{ due: startDate, index: 0, reason: `Once, on ${withYear(startDate)}.` }];
  const reason = `${capitalized(everyText(intervalDays))} from ${withYear(startDate)}${endDate ? ` until ${withYear(endDate)}` : ''}.`;
  const horizon = repeatHorizon(today, intervalDays);
  const found: CustomOccurrence[] = [];
  const first = Math.max(0, Math.ceil(daysBetween(startDate, today) / intervalDays));
  for (let index = first; ; index += 1) {
    const due = addDays(startDate, index * intervalDays);
    if (endDate && due > endDate) break;
    if (due > horizon && found.length > 0) break;
    found.push({ due, index, reason });
    if (due > horizon) break;
  }
  return found;
}
