import {
  actionRefusedMessage,
  KEPT_OFFLINE_MESSAGE,
  notify,
  useUpdateTaskStatusMutation,
} from '@thrive/shared';
import type { TaskStatusCode } from '@thrive/shared/contracts';
import { BULK_STATUS_FAILURE_MESSAGE, BULK_STATUS_SUCCESS_CODE, bulkStatusPayload } from './task-rules';

/**
 * Sends a bulk status change (SPEC §3 UpdateTaskStatus). True when the answer's code is 0,
 * 'kept' when the change was kept on the device to send once online (issue 35);
 * any other code, or no answer, shows SPEC §8's toast and gives false, except a refusal of
 * the action (a task of a yard shared for viewing only), whose own message says why. The
 * list refreshes through the cache: the change invalidates every task read.
 */
export function useBulkStatus() {
  const [update, { isLoading }] = useUpdateTaskStatusMutation();
  const send = async (
    ids: number[],
    status: TaskStatusCode,
    dateCompleted?: string,
  ): Promise<boolean | 'kept'> => {
    try {
      const answer = await update(bulkStatusPayload(ids, status, dateCompleted)).unwrap();
      if (answer.code === BULK_STATUS_SUCCESS_CODE)
        return answer.message === KEPT_OFFLINE_MESSAGE ? 'kept' : true;
    } catch (error) {
      // Reported below, as a code other than 0 is: SPEC §8 treats them alike.
      const refusal = actionRefusedMessage(error);
      if (refusal) {
        notify({ message: refusal, variant: 'error' });
        return false;
      }
    }
    notify({ message: BULK_STATUS_FAILURE_MESSAGE, variant: 'error' });
    return false;
  };
  return { send, busy: isLoading };
}
