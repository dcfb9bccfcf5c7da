import type { AnchoredDay } from './care-data-schema';
import { customOccurrences } from './custom-occurrences';
import { dateReason, everyText } from './date-reason';

const ANCHORS = { lastFrost: '04-03', firstFrost: '10-12', added: '2026-05-01' };
const day = (Anchor: AnchoredDay['Anchor'], OffsetDays = 0, Date?: string): AnchoredDay =>
  Date ? { Anchor, OffsetDays, Date } : { Anchor, OffsetDays };
const reason = (Start: AnchoredDay, RepeatEveryDays = 0) =>
  dateReason({ Start, End: Start, RepeatEveryDays }, ANCHORS, '2026-10-26');

describe('the care task’s date sentence reads as English', () => {
  test('a window starting on the frost itself: "From your first fall frost", not "From at"', () => {
    expect(reason(day('firstFrost'))).toBe('From your first fall frost (Oct 12), until Oct 26.');
    expect(reason(day('lastFrost'))).toBe('From your last spring frost (Apr 3), until Oct 26.');
    expect(reason(day('added'))).toBe('From the day you added the plant (May 1), until Oct 26.');
  });

  test('offsets and fixed days keep their wording, one unit in the singular', () => {
    expect(reason(day('lastFrost', 14))).toBe(
      'From 2 weeks after your last spring frost (Apr 3), until Oct 26.',
    );
    expect(reason(day('firstFrost', -7))).toBe(
      'From 1 week before your first fall frost (Oct 12), until Oct 26.',
    );
    expect(reason(day('added', 1))).toBe('From 1 day after you added the plant (May 1), until Oct 26.');
    expect(reason(day('date', 0, '03-15'))).toBe('From Mar 15 each year, until Oct 26.');
  });

  test('repeats say "every day" and "every week", and count the others', () => {
    expect(reason(day('lastFrost'), 7)).toBe(
      'From your last spring frost (Apr 3), every week, until Oct 26.',
    );
    expect([1, 7, 10, 14].map(everyText)).toEqual([
      'every day',
      'every week',
      'every 10 days',
      'every 2 weeks',
    ]);
  });

  test('a gardener’s own repeating task says "Every day" or "Every week", not "Every 1 days"', () => {
    const reasonOf = (intervalDays: number) =>
      customOccurrences({ startDate: '2026-05-01', intervalDays, endDate: null }, '2026-05-01')[0]!.reason;
    expect(reasonOf(1)).toBe('Every day from May 1, 2026.');
    expect(reasonOf(7)).toBe('Every week from May 1, 2026.');
    expect(reasonOf(10)).toBe('Every 10 days from May 1, 2026.');
  });
});
