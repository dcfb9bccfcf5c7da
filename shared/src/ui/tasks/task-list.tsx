import { useReducer, useState, type CSSProperties, type ReactNode } from 'react';
import { countText, KEPT_OFFLINE_MESSAGE, notify } from '@thrive/shared';
import {
  TASK_LIST_STICKY_OFFSET_PX,
  TASK_STATUS,
  TASK_STATUS_NAMES,
  type Task,
  type TaskStatusCode,
} from '@thrive/shared/contracts';
import { BulkStatusBar } from './bulk-status-bar';
import { DateCompletedDialog } from './date-completed-dialog';
import { TaskItem } from './task-item';
import { bulkSelectionReducer, NO_SELECTION } from './task-rules';
import { TipDialog } from './tip-dialog';
import { useBulkStatus } from './use-bulk-status';
import styles from './task-list.module.css';

export interface TaskListProps {
  tasks: Task[];
  /** SPEC §2.8: what an empty list says is the caller's. */
  emptyMessage: ReactNode;
  /** The list's accessible name. */
  label?: string;
  /** SPEC §2.8: the bulk status bar (and the checkboxes) are optional; on by default. */
  bulkStatus?: boolean;
  /** A task's Details address; tasks/details/{id} by default. */
  detailsPath?: (task: Task) => string;
  /** The list is being fetched again: it stays, marked busy. */
  busy?: boolean;
  /** The gardener's today for the date-completed dialog (the device's day by default). */
  today?: string;
  /** After a bulk change went through (the list refreshes by itself). */
  onStatusChanged?(ids: number[], status: TaskStatusCode): void;
}

const defaultDetailsPath = (task: Task) => `/tasks/details/${task.id}`;
type ChosenStatus = Exclude<TaskStatusCode, typeof TASK_STATUS.None>;
/** "1 task marked Completed.", "3 tasks marked Skip.": what a bulk change that went through did. */
const outcomeText = (count: number, status: ChosenStatus) =>
  `${countText(count, 'task', 'tasks')} marked ${TASK_STATUS_NAMES[status]}.`;

/**
 * The task list of SPEC §2.8 with its optional bulk status bar (SPEC §4): Completed + Go asks
 * the date completed first, the other statuses go at once; on success the ticks clear and a
 * success toast says what was done (it also closes an error toast of an earlier try, such as
 * the date completed dialog's 'Required Fields'), as the failures are said by an error toast.
 */
export function TaskList({
  tasks,
  emptyMessage,
  label = 'Tasks',
  bulkStatus = true,
  detailsPath = defaultDetailsPath,
  busy = false,
  today,
  onStatusChanged,
}: TaskListProps) {
  const [selection, dispatch] = useReducer(bulkSelectionReducer, NO_SELECTION);
  const [asking, setAsking] = useState(false);
  const [tip, setTip] = useState<Task | null>(null);
  const [outcome, setOutcome] = useState<string | undefined>();
  const bulk = useBulkStatus();
  const shownIds = tasks.map((task) => task.id);
  const shownKey = shownIds.join(',');
  const [seenKey, setSeenKey] = useState(shownKey);
  if (seenKey !== shownKey) {
    // Another page or a refreshed list: ticks of tasks no longer shown go.
    setSeenKey(shownKey);
    dispatch({ type: 'shown', ids: shownIds });
  }

  const send = async (dateCompleted?: string) => {
    const { ids, status } = selection;
    if (status === TASK_STATUS.None) return;
    const sent = await bulk.send(ids, status, dateCompleted);
    if (sent) {
      setAsking(false);
      dispatch({ type: 'cleared' });
      const done = outcomeText(ids.length, status) + (sent === 'kept' ? ` ${KEPT_OFFLINE_MESSAGE}` : '');
      setOutcome(done);
      notify({ message: done, variant: 'success' });
      onStatusChanged?.(ids, status);
    }
  };
  const select = (change: () => void) => {
    setOutcome(undefined);
    change();
  };

  if (tasks.length === 0) return <div className={styles.empty}>{emptyMessage}</div>;
  const sticky = { '--task-list-sticky-offset': `${TASK_LIST_STICKY_OFFSET_PX}px` } as CSSProperties;
  return (
    <div className={styles.list} style={sticky} aria-busy={busy}>
      {bulkStatus && (
        <div className={styles.header}>
          <BulkStatusBar
            selectedCount={selection.ids.length}
            shownCount={tasks.length}
            status={selection.status}
            busy={bulk.busy}
            outcome={outcome}
            onStatusChange={(status) => dispatch({ type: 'statusChosen', status })}
            onSelectAll={(checked) => select(() => dispatch({ type: 'allToggled', ids: shownIds, checked }))}
            onGo={() => {
              if (selection.status === TASK_STATUS.Completed) setAsking(true);
              else void send();
            }}
          />
        </div>
      )}
      <ul className={styles.items} aria-label={label}>
        {tasks.map((task) => (
          <TaskItem
            key={task.id}
            task={task}
            selectable={bulkStatus}
            selected={selection.ids.includes(task.id)}
            onSelectedChange={(checked) => select(() => dispatch({ type: 'toggled', id: task.id, checked }))}
            detailsPath={detailsPath(task)}
            onShowTip={setTip}
          />
        ))}
      </ul>
      <DateCompletedDialog
        open={asking}
        today={today}
        busy={bulk.busy}
        onCancel={() => setAsking(false)}
        onEnter={(date) => void send(date)}
      />
      <TipDialog task={tip} onClose={() => setTip(null)} />
    </div>
  );
}
