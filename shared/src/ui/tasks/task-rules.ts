import { TASK_STATUS, type BulkTaskStatus, type TaskStatusCode } from '@thrive/shared/contracts';
import { countText } from '@thrive/shared';

/** SPEC §8, verbatim: a bulk status change that failed (a code other than 0, or no answer). */
export const BULK_STATUS_FAILURE_MESSAGE = 'An error has occurred while processing your request.';
/** SPEC §3: the bulk status answer's code 0 means success. */
export const BULK_STATUS_SUCCESS_CODE = 0;
/** SPEC §2.8, verbatim. */
export const COMPLETED_NOT_YET = 'Completed: Not yet';
/** A task changed offline whose new status is not on the server yet. */
export const WAITING_TO_SEND = 'Waiting to send: saved on this device';
export const SHOW_ME = 'SHOW ME';

/**
 * SPEC §3 bulk payload: `notes` carries the task ids as a comma list and `plantId` the status
 * code (the names are the wire's); the completed date goes only with Completed.
 */
export function bulkStatusPayload(
  ids: number[],
  status: TaskStatusCode,
  dateCompleted?: string,
): BulkTaskStatus {
  const payload: BulkTaskStatus = { notes: ids.join(','), plantId: status };
  if (status === TASK_STATUS.Completed && dateCompleted) payload.dateCompleted = dateCompleted;
  return payload;
}

/** The tasks ticked in a list and the status chosen for them in the bulk status bar. */
export interface BulkSelection {
  ids: number[];
  status: TaskStatusCode;
}

export const NO_SELECTION: BulkSelection = { ids: [], status: TASK_STATUS.None };

export type BulkSelectionAction =
  | { type: 'toggled'; id: number; checked: boolean }
  | { type: 'allToggled'; ids: number[]; checked: boolean }
  | { type: 'statusChosen'; status: TaskStatusCode }
  /** The list now shows these tasks: ticks of tasks no longer shown are dropped. */
  | { type: 'shown'; ids: number[] }
  | { type: 'cleared' };

/** SPEC §4: "Unchecking the last selected task resets the status to none." */
function withIds(selection: BulkSelection, ids: number[]): BulkSelection {
  if (ids.length === 0) return NO_SELECTION;
  return { ...selection, ids };
}

export function bulkSelectionReducer(selection: BulkSelection, action: BulkSelectionAction): BulkSelection {
  switch (action.type) {
    case 'toggled': {
      const others = selection.ids.filter((id) => id !== action.id);
      return withIds(selection, action.checked ? [...others, action.id] : others);
    }
    case 'allToggled': {
      const others = selection.ids.filter((id) => !action.ids.includes(id));
      return withIds(selection, action.checked ? [...others, ...action.ids] : others);
    }
    case 'statusChosen':
      return selection.ids.length === 0 ? NO_SELECTION : { ...selection, status: action.status };
    case 'shown': {
      const kept = selection.ids.filter((id) => action.ids.includes(id));
      return kept.length === selection.ids.length ? selection : withIds(selection, kept);
    }
    case 'cleared':
      return NO_SELECTION;
  }
}

/** What the bar announces: "No tasks selected", "1 task selected", "3 tasks selected". */
export function selectedCountText(count: number): string {
  if (count === 0) return 'No tasks selected';
  return `${countText(count, 'task', 'tasks')} selected`;
}

/** A tip's SHOW ME route: an address of ours ("plants/details/5", "#/plants/...") or another site's. */
export function tipTarget(linkId: string): { kind: 'route' | 'external'; to: string } | null {
  const link = linkId.trim();
  if (!link) return null;
  if (/^https?:\/\//i.test(link)) return { kind: 'external', to: link };
  return { kind: 'route', to: `/${link.replace(/^[#/]+/, '')}` };
}
