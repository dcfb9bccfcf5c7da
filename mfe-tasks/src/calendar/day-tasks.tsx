import { Link } from 'react-router-dom';
import { formatLongDay, isPastDue, TIP_SUFFIX, useCarriedLink } from '@thrive/shared';
import { TASK_STATUS, TASK_STATUS_NAMES, type Task } from '@thrive/shared/contracts';
import { completedByText, SharedByMark } from '@thrive/shared/tasks';
import styles from './calendar.module.css';

/** A later repeat drawn from its series: its details are the series' next task. */
const PLANNED_REPEAT = 'Planned repeat';

function statusText(task: Task): string | null {
  if (task.Planned) return PLANNED_REPEAT;
  if (isPastDue(task)) return 'Past due';
  if (task.istip || task.taskStatusId === TASK_STATUS.Pending || task.taskStatusId === TASK_STATUS.None)
    return null;
  // In a shared yard the completion names who did it.
  if (task.taskStatusId === TASK_STATUS.Completed && task.CompletedBy)
    return completedByText(task.CompletedBy);
  return TASK_STATUS_NAMES[task.taskStatusId as keyof typeof TASK_STATUS_NAMES] ?? null;
}

/**
 * The chosen day's tasks under the grid: type and plant (tips marked, a shared yard's marked
 * with its owner), each opening its details.
 */
export function DayTaskList({ day, tasks }: { day: string; tasks: Task[] }) {
  const carried = useCarriedLink();
  const heading = `${formatLongDay(day)}`;
  return (
    <section className={styles.dayList} aria-labelledby="calendar-day-heading">
      <h3 id="calendar-day-heading" className={styles.dayHeading}>
        {heading}
      </h3>
      {tasks.length === 0 ? (
        <p className={styles.none}>Nothing to do on this day.</p>
      ) : (
        <ul className={styles.tasks} aria-label={`Tasks on ${heading}`}>
          {tasks.map((task) => {
            const status = statusText(task);
            return (
              <li key={`${task.id}-${task.dueDate}`}>
                <Link to={carried(`/tasks/details/${task.id}`)} className={styles.task}>
                  <span className={styles.taskType}>
                    {task.taskType}
                    {task.istip && <span className={styles.tip}> {TIP_SUFFIX}</span>}
                  </span>
                  {task.commonName && <span className={styles.plant}>{task.commonName}</span>}
                  <SharedByMark task={task} />
                  {status && (
                    <span className={status === 'Past due' ? styles.lateText : styles.status}>{status}</span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
