import {
  TASK_FILTER,
  TASK_LIST_DEFAULTS,
  TASK_SORTS,
  taskSortFilterSchema,
  type TaskSort,
  type TaskSortFilter,
} from '@thrive/shared/contracts';

/**
 * What the sort & filter panel edits before Apply: the saved choices (SPEC §3 sort/filter
 * options) with the days as the field holds them (null while not a number) and the
 * "Don't Display Past-Due Tasks" toggle kept beside them on the server.
 */
export interface TaskSortFilterDraft {
  sid: number;
  sd: TaskSortFilter['sd'];
  pd: number | null;
  s: TaskSort;
  fid: number;
  ddpdt: boolean;
}

/** SPEC §3/§9 defaults, what Clear brings back; past-due tasks show. */
export const DEFAULT_TASK_SORT_FILTER: TaskSortFilter = taskSortFilterSchema.parse({});
export const DEFAULT_TASK_SORT_FILTER_DRAFT: TaskSortFilterDraft = {
  sid: TASK_LIST_DEFAULTS.sid,
  sd: TASK_LIST_DEFAULTS.sd,
  pd: TASK_LIST_DEFAULTS.pd,
  s: TASK_LIST_DEFAULTS.s,
  fid: TASK_LIST_DEFAULTS.fid,
  ddpdt: false,
};

export function draftOf(settings: TaskSortFilter, ddpdt: boolean): TaskSortFilterDraft {
  const { sid, sd, pd, s, fid } = settings;
  return { sid, sd, pd, s, fid, ddpdt };
}

/** The choices to save, or null while the days are not a number from 0 to 360. */
export function settingsOf(draft: TaskSortFilterDraft, base: TaskSortFilter): TaskSortFilter | null {
  if (draft.pd === null) return null;
  const { sid, sd, pd, s, fid } = draft;
  return { ...base, sid, sd, pd, s, fid };
}

/** SPEC §2.8 filter options are bits of `sid` (Show Pending 2, Show Completed 1 ...). */
export function hasFilter(sid: number, bit: number): boolean {
  return (sid & bit) === bit;
}

export function withFilter(sid: number, bit: number, on: boolean): number {
  return on ? sid | bit : sid & ~bit;
}

/** SPEC §2.8 "Show Days -1" is no bit: it is the `sd` flag, with `pd` days. */
export const SHOW_DAYS_FILTER = TASK_FILTER.ShowDays;

export function isTaskSort(value: string): value is TaskSort {
  return (TASK_SORTS as readonly string[]).includes(value);
}

/** How many choices differ from the defaults, for the Filter button's name. */
export function changedChoiceCount(settings: TaskSortFilter, ddpdt: boolean): number {
  const defaults = DEFAULT_TASK_SORT_FILTER;
  const showDays = settings.sd !== defaults.sd || (settings.sd === 1 && settings.pd !== defaults.pd);
  return [
    settings.sid !== defaults.sid,
    showDays,
    settings.s !== defaults.s,
    settings.fid !== defaults.fid,
    ddpdt,
  ].filter(Boolean).length;
}
