import {
  ONE_OFF_HORIZON_DAYS,
  occurrences,
  REPEAT_HORIZON_DAYS,
  type CalendarAnchors,
  type RuleWindow,
} from './rule-windows';

const raleigh: CalendarAnchors = { lastFrost: '04-03', firstFrost: '11-04', added: '2026-03-01' };

const window = (overrides: Partial<RuleWindow>): RuleWindow => ({
  Start: { Anchor: 'lastFrost', OffsetDays: 7 },
  End: { Anchor: 'lastFrost', OffsetDays: 21 },
  RepeatEveryDays: 0,
  ...overrides,
});

describe('care calendar windows', () => {
  test('a window counted from the last frost falls on the yard’s own dates', () => {
    const transplant = window({});
    expect(occurrences(transplant, raleigh, '2026-01-10')).toEqual([
      { due: '2026-04-10', opensOn: '2026-04-10', windowEnd: '2026-04-24', season: 2026, index: 0 },
    ]);
    const minneapolis = { ...raleigh, lastFrost: '04-25', firstFrost: '10-10' };
    expect(occurrences(transplant, minneapolis, '2026-01-10')[0]!.due).toBe('2026-05-02');
  });

  test('a window already open is due today; one that has closed waits for next season', () => {
    expect(occurrences(window({}), raleigh, '2026-04-15')).toEqual([
      { due: '2026-04-15', opensOn: '2026-04-10', windowEnd: '2026-04-24', season: 2026, index: 0 },
    ]);
    expect(occurrences(window({}), raleigh, '2026-05-01')).toEqual([
      { due: '2027-04-10', opensOn: '2027-04-10', windowEnd: '2027-04-24', season: 2027, index: 0 },
    ]);
  });

  test(`a one-off window further than ${ONE_OFF_HORIZON_DAYS} days ahead is not made yet`, () => {
    const fall = window({
      Start: { Anchor: 'firstFrost', OffsetDays: -30 },
      End: { Anchor: 'firstFrost', OffsetDays: 0 },
    });
    expect(occurrences(fall, raleigh, '2026-11-10').map((o) => o.due)).toEqual(['2027-10-05']);
  });

  test(`repeats are made ${REPEAT_HORIZON_DAYS} days (or one interval) ahead, and always the next one`, () => {
    const water = window({
      Start: { Anchor: 'lastFrost', OffsetDays: 0 },
      End: { Anchor: 'firstFrost', OffsetDays: 0 },
      RepeatEveryDays: 7,
    });
    const june = occurrences(water, raleigh, '2026-06-01');
    expect(june.map((o) => [o.due, o.index])).toEqual([['2026-06-05', 9]]);
    // On the day one is due, the next is there too.
    expect(occurrences(water, raleigh, '2026-06-05').map((o) => o.due)).toEqual(['2026-06-05', '2026-06-12']);
    const fortnightly = { ...water, RepeatEveryDays: 14 };
    expect(occurrences(fortnightly, raleigh, '2026-04-17').map((o) => o.due)).toEqual([
      '2026-04-17',
      '2026-05-01',
    ]);
    // In winter only the first watering of next season is known.
    expect(occurrences(water, raleigh, '2026-12-01').map((o) => o.due)).toEqual(['2027-04-03']);
  });

  test('a calendar window that ends before it starts ends the next year', () => {
    const winter = window({
      Start: { Anchor: 'date', OffsetDays: 0, Date: '12-01' },
      End: { Anchor: 'date', OffsetDays: 0, Date: '02-15' },
    });
    expect(occurrences(winter, raleigh, '2026-01-20')).toEqual([
      { due: '2026-01-20', opensOn: '2025-12-01', windowEnd: '2026-02-15', season: 2025, index: 0 },
    ]);
    expect(occurrences(winter, raleigh, '2026-03-01')).toEqual([
      { due: '2026-12-01', opensOn: '2026-12-01', windowEnd: '2027-02-15', season: 2026, index: 0 },
    ]);
  });

  test('a window counted from frost is not made when the yard has no frost dates', () => {
    expect(occurrences(window({}), { ...raleigh, lastFrost: null, firstFrost: null }, '2026-01-10')).toEqual(
      [],
    );
  });

  test('a window counted from the day the plant was added happens once', () => {
    const newPlanting = window({
      Start: { Anchor: 'added', OffsetDays: 0 },
      End: { Anchor: 'added', OffsetDays: 14 },
      RepeatEveryDays: 3,
    });
    expect(
      occurrences(newPlanting, { ...raleigh, added: '2026-05-01' }, '2026-05-02').map((o) => o.due),
    ).toEqual(['2026-05-04', '2026-05-07']);
    expect(occurrences(newPlanting, { ...raleigh, added: '2026-05-01' }, '2026-06-01')).toEqual([]);
  });

  test('Feb 29 falls on Feb 28 in a common year', () => {
    const leap = window({
      Start: { Anchor: 'date', OffsetDays: 0, Date: '02-29' },
      End: { Anchor: 'date', OffsetDays: 0, Date: '03-10' },
    });
    expect(occurrences(leap, raleigh, '2027-01-01')[0]!.due).toBe('2027-02-28');
  });
});
