import { TASK_FILTER, TASK_LIST_DEFAULTS } from '../../contracts/tasks';
import {
  changedChoiceCount,
  DEFAULT_TASK_SORT_FILTER,
  DEFAULT_TASK_SORT_FILTER_DRAFT,
  draftOf,
  hasFilter,
  settingsOf,
  withFilter,
} from './sort-filter-draft';

describe('task sort & filter choices', () => {
  test('SPEC §3 task list defaults: sid 10, s DueDate ASC, yid/zid/pid/fid 0, sd 1, pd 7', () => {
    expect(DEFAULT_TASK_SORT_FILTER).toEqual({
      pid: 0,
      zid: 0,
      yid: 0,
      pd: 7,
      sd: 1,
      sid: 10,
      s: 'DueDate ASC',
      fid: 0,
    });
    expect(DEFAULT_TASK_SORT_FILTER_DRAFT).toEqual({
      sid: 10,
      sd: 1,
      pd: 7,
      s: 'DueDate ASC',
      fid: 0,
      ddpdt: false,
    });
    expect(TASK_LIST_DEFAULTS.c).toBe(20);
  });

  test('SPEC §2.8 filter options: Show Pending 2, Show Completed 1, Show Suspended 4, Show Days -1', () => {
    expect(TASK_FILTER).toMatchObject({ Pending: 2, Completed: 1, Suspended: 4, ShowDays: -1 });
    // Default filter 10 = pending (2) + our reading of 8 as tips.
    expect(hasFilter(10, TASK_FILTER.Pending)).toBe(true);
    expect(hasFilter(10, TASK_FILTER.Tips)).toBe(true);
    expect(hasFilter(10, TASK_FILTER.Completed)).toBe(false);
    expect(withFilter(10, TASK_FILTER.Completed, true)).toBe(11);
    expect(withFilter(11, TASK_FILTER.Pending, false)).toBe(9);
  });

  test('a draft becomes the choices to save, keeping plant/zone/yard; not while the days are empty', () => {
    const base = { ...DEFAULT_TASK_SORT_FILTER, pid: 5, zid: 6 };
    const draft = { ...draftOf(base, true), sid: 3, pd: 30, s: 'ZoneName ASC' as const };
    expect(settingsOf(draft, base)).toEqual({ ...base, sid: 3, pd: 30, s: 'ZoneName ASC' });
    expect(settingsOf({ ...draft, pd: null }, base)).toBeNull();
  });

  test('counts the choices that differ from the defaults', () => {
    expect(changedChoiceCount(DEFAULT_TASK_SORT_FILTER, false)).toBe(0);
    expect(changedChoiceCount({ ...DEFAULT_TASK_SORT_FILTER, sid: 3, fid: 2 }, true)).toBe(3);
    expect(changedChoiceCount({ ...DEFAULT_TASK_SORT_FILTER, sd: 0, pd: 30 }, false)).toBe(1);
  });
});
