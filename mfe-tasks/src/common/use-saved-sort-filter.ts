import { useGetTaskSortFilterQuery } from '@thrive/shared';
import { DEFAULT_TASK_SORT_FILTER } from '@thrive/shared/tasks';
import type { TaskSortFilter } from '@thrive/shared/contracts';

export interface SavedSortFilter {
  settings: TaskSortFilter;
  ddpdt: boolean;
  /** Read (or failed: then SPEC's defaults stand), so the lists may ask for tasks. */
  ready: boolean;
}

/**
 * The gardener's remembered sort & filter choices (SPEC §3, users/{uid}/SortFilter/1). The
 * lists wait for them, so they ask once with the right choices instead of twice.
 */
export function useSavedSortFilter(): SavedSortFilter {
  const saved = useGetTaskSortFilterQuery();
  return {
    settings: saved.data?.Settings ?? DEFAULT_TASK_SORT_FILTER,
    ddpdt: saved.data?.DontDisplayPastDueTasks ?? false,
    ready: !saved.isLoading,
  };
}
