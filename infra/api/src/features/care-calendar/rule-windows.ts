import type { AnchoredDay } from './care-data-schema';
import { addDays, dayInYear, daysBetween, maxDay, yearOf } from '../common/calendar-days';

/** What the days of a window are counted from, for one plant in one yard. */
export interface CalendarAnchors {
  /** The yard's median last spring and first fall frost, MM-DD (null when not known). */
  lastFrost: string | null;
  firstFrost: string | null;
  /** The day the plant was added to its zone (yyyy-mm-dd). */
  added: string;
}

export interface RuleWindow {
  Start: AnchoredDay;
  End: AnchoredDay;
  RepeatEveryDays: number;
}

/** One task a window asks for: due on `due`, sensible until `windowEnd`. */
export interface Occurrence {
  due: string;
  /** The day the window opens: `due` is later when it opened before today. */
  opensOn: string;
  windowEnd: string;
  season: number;
  /** 0 for a once-a-season task; the repeat's number from the window's start otherwise. */
  index: number;
}

/**
 * How far ahead tasks are made: a one-off task once a season, up to a year ahead (the
 * calendar shows the season to come); a repeating one for the week the list shows by
 * default (SPEC §9: 7 days), topped up daily, and always its next occurrence however far.
 * Further repeats are drawn from RepeatEveryDays and WindowEnd, not stored: a thousand
 * plants watered weekly would otherwise fill the table with months of waterings.
 */
export const ONE_OFF_HORIZON_DAYS = 365;
export const REPEAT_HORIZON_DAYS = 7;

/**
 * The last day repeats are made for: a week, or one interval when longer, so that on the
 * day a repeat is due the next one is already there.
 */
export const repeatHorizon = (today: string, every: number): string =>
  addDays(today, Math.max(REPEAT_HORIZON_DAYS, every));

/** The day an anchored day falls on in a season, or null when its anchor is not known. */
function anchoredDay(day: AnchoredDay, season: number, anchors: CalendarAnchors): string | null {
  const base =
    day.Anchor === 'lastFrost'
      ? anchors.lastFrost && dayInYear(season, anchors.lastFrost)
      : day.Anchor === 'firstFrost'
        ? anchors.firstFrost && dayInYear(season, anchors.firstFrost)
        : day.Anchor === 'added'
          ? anchors.added
          : dayInYear(season, day.Date!);
  return base ? addDays(base, day.OffsetDays) : null;
}

/** The window of a season; a calendar-date window that ends before it starts ends next year. */
function seasonWindow(window: RuleWindow, season: number, anchors: CalendarAnchors) {
  const start = anchoredDay(window.Start, season, anchors);
  let end = anchoredDay(window.End, season, anchors);
  if (!start || !end) return null;
  if (end < start) {
    if (window.Start.Anchor !== 'date' || window.End.Anchor !== 'date') return null;
    end = anchoredDay(window.End, season + 1, anchors)!;
  }
  return { start, end };
}

/** The seasons whose windows can reach today's horizon: last year's (ending now) to next year's. */
function seasonsOf(window: RuleWindow, today: string, anchors: CalendarAnchors): number[] {
  if (window.Start.Anchor === 'added') return [yearOf(anchors.added)];
  const year = yearOf(today);
  return [year - 1, year, year + 1];
}

/** The tasks a window asks for from today on (a window open now is due today). */
export function occurrences(window: RuleWindow, anchors: CalendarAnchors, today: string): Occurrence[] {
  const found: Occurrence[] = [];
  for (const season of seasonsOf(window, today, anchors)) {
    const dates = seasonWindow(window, season, anchors);
    if (!dates || dates.end < today) continue;
    if (window.RepeatEveryDays === 0) {
      // One season at a time: next season's comes when this one's window has closed.
      if (found.length > 0 || dates.start > addDays(today, ONE_OFF_HORIZON_DAYS)) continue;
      found.push({
        due: maxDay(dates.start, today),
        opensOn: dates.start,
        windowEnd: dates.end,
        season,
        index: 0,
      });
      continue;
    }
    const horizon = repeatHorizon(today, window.RepeatEveryDays);
    // Jump to the first repeat not before today instead of walking the whole window.
    const skipped = Math.max(0, Math.ceil(daysBetween(dates.start, today) / window.RepeatEveryDays));
    for (let index = skipped; ; index += 1) {
      const due = addDays(dates.start, index * window.RepeatEveryDays);
      if (due > dates.end) break;
      // Beyond the horizon only the next repeat of all, so the calendar knows when it resumes.
      if (due > horizon && found.length > 0) break;
      found.push({ due, opensOn: dates.start, windowEnd: dates.end, season, index });
      if (due > horizon) break;
    }
  }
  return found;
}
