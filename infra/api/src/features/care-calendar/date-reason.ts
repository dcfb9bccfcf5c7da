import type { AnchoredDay } from './care-data-schema';
import { shortDate } from '../common/calendar-days';
import type { CalendarAnchors } from './rule-windows';
import { countText } from '@thrive/shared/count-text';

const ANCHOR_NAMES = {
  lastFrost: 'your last spring frost',
  firstFrost: 'your first fall frost',
  added: 'you added the plant',
} as const;

/** "6 weeks", "10 days", "1 day". */
function span(days: number): string {
  const abs = Math.abs(days);
  return abs % 7 === 0 ? countText(abs / 7, 'week', 'weeks') : countText(abs, 'day', 'days');
}

/** "every week", "every 2 weeks", "every day", "every 10 days". */
export function everyText(days: number): string {
  return days === 1 || days === 7 ? `every ${days === 1 ? 'day' : 'week'}` : `every ${span(days)}`;
}

/**
 * How a day of a window is found, to follow "From" (or start a sentence): "2 weeks after your
 * last spring frost (Apr 3)", "your first fall frost (Oct 12)", "the day you added the plant".
 */
function anchorText(day: AnchoredDay, anchors: CalendarAnchors): string {
  if (day.Anchor === 'date') {
    const base = `${shortDate(day.Date!)} each year`;
    return day.OffsetDays === 0
      ? base
      : `${span(day.OffsetDays)} ${day.OffsetDays < 0 ? 'before' : 'after'} ${base}`;
  }
  const anchorDay =
    day.Anchor === 'lastFrost'
      ? anchors.lastFrost
      : day.Anchor === 'firstFrost'
        ? anchors.firstFrost
        : anchors.added;
  const name = `${ANCHOR_NAMES[day.Anchor]}${anchorDay ? ` (${shortDate(anchorDay)})` : ''}`;
  if (day.OffsetDays === 0) return day.Anchor === 'added' ? `the day ${name}` : name;
  const when =
    day.Anchor === 'added' ? `after ${name}` : `${day.OffsetDays < 0 ? 'before' : 'after'} ${name}`;
  return `${span(day.OffsetDays)} ${when}`;
}

/** The sentence the task details show under the due date. */
export function dateReason(
  window: { Start: AnchoredDay; End: AnchoredDay; RepeatEveryDays: number },
  anchors: CalendarAnchors,
  windowEnd: string,
): string {
  const start = anchorText(window.Start, anchors);
  const repeat = window.RepeatEveryDays > 0 ? `, ${everyText(window.RepeatEveryDays)}` : '';
  return `From ${start}${repeat}, until ${shortDate(windowEnd)}.`;
}
