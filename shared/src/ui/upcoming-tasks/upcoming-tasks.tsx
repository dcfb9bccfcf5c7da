import { Link } from 'react-router-dom';
import {
  errorText,
  LoadError,
  Loading,
  TASKS_PATH,
  useCarriedLink,
  useGetTasksQuery,
  useLocalToday,
} from '@thrive/shared';
import type { Task, TaskListQuery } from '@thrive/shared/contracts';
import { UpcomingTaskRow } from './upcoming-task-row';
import styles from './upcoming-tasks.module.css';

export const SEE_ALL_TASKS = 'See all tasks';

interface CommonProps {
  /** The list's accessible name, e.g. "Due this week". */
  label: string;
  /** What an empty list says (SPEC §2.8: the caller supplies it). */
  emptyText: string;
  /** Shows at most this many rows. */
  limit?: number;
  /** Plant name and picture on each row; off where the page is about one plant. */
  showPlant?: boolean;
  /** Adds "See all tasks", a link to the task list. */
  seeAll?: boolean;
  loadingText?: string;
}

/** The widget reads the task list itself; the device's today goes with the query as `td`. */
export interface UpcomingTasksQueryProps extends CommonProps {
  query: TaskListQuery;
  tasks?: never;
}

/** The caller has the tasks already (the plant page's own call) and passes its state. */
export interface UpcomingTasksGivenProps extends CommonProps {
  tasks: Task[] | undefined;
  loading?: boolean;
  /** The load's message (SPEC §8), shown with a retry when onRetry is given. */
  error?: string | null;
  onRetry?: () => void;
  /** How many there are in all when the caller has only a page of them. */
  total?: number;
  query?: never;
}

export type UpcomingTasksProps = UpcomingTasksQueryProps | UpcomingTasksGivenProps;

/** A compact, linked list of tasks with its loading, empty and error states. */
export function UpcomingTasks(props: UpcomingTasksProps) {
  if (props.query) return <QueriedTasks {...props} />;
  return <TaskRows {...props} />;
}

function QueriedTasks({ query, ...common }: UpcomingTasksQueryProps) {
  const td = useLocalToday();
  const page = useGetTasksQuery({ ...query, td });
  return (
    <TaskRows
      {...common}
      tasks={page.data?.Items}
      total={page.data?.TotalRows}
      loading={page.isLoading}
      error={page.error ? errorText(page.error) : null}
      onRetry={() => void page.refetch()}
    />
  );
}

function TaskRows({
  label,
  emptyText,
  limit,
  showPlant = true,
  seeAll = false,
  loadingText = 'Loading tasks…',
  tasks,
  loading = false,
  error = null,
  onRetry,
  total,
}: UpcomingTasksGivenProps) {
  const carried = useCarriedLink();
  const today = useLocalToday();
  let content;
  if (error) content = <LoadError message={error} onRetry={onRetry} />;
  else if (loading || !tasks) content = <Loading label={loadingText} />;
  else if (tasks.length === 0) content = <p className={styles.empty}>{emptyText}</p>;
  else {
    const shown = limit === undefined ? tasks : tasks.slice(0, limit);
    const all = Math.max(total ?? 0, tasks.length);
    content = (
      <>
        <ul className={styles.list} aria-label={label}>
          {shown.map((task) => (
            <UpcomingTaskRow key={task.id} task={task} today={today} showPlant={showPlant} />
          ))}
        </ul>
        {all > shown.length && (
          <p className={styles.more}>
            {shown.length} of {all} shown
          </p>
        )}
      </>
    );
  }
  return (
    <div className={styles.widget}>
      {content}
      {seeAll && (
        <Link to={carried(TASKS_PATH)} className={styles.seeAll}>
          {SEE_ALL_TASKS}
        </Link>
      )}
    </div>
  );
}
