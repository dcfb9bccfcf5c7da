import { Link } from 'react-router-dom';
import { formatDay, isPastDue, taskTitle, useCarriedLink } from '@thrive/shared';
import { TASK_STATUS_NAMES, type TaskDetails } from '@thrive/shared/contracts';
import { repeatText } from '../common/repeat-text';
import { SharedByMark } from '@thrive/shared/tasks';
import styles from '../common/tasks.module.css';

const statusName = (code: number) => TASK_STATUS_NAMES[code as keyof typeof TASK_STATUS_NAMES] ?? 'Pending';

/**
 * What to do and why (SPEC §3 Task, with the facts behind its date), where, and how it stands;
 * in a yard shared with the reader, whose yard it is and who completed the task.
 */
export function TaskFacts({ task }: { task: TaskDetails }) {
  const carried = useCarriedLink();
  const pastDue = isPastDue(task);
  return (
    <section className={styles.card} aria-labelledby="task-facts-title">
      <h3 id="task-facts-title" className={styles.cardTitle}>
        {taskTitle(task)}
      </h3>
      {task.SharedBy && (
        <p className={styles.note}>
          <SharedByMark task={task} />
        </p>
      )}
      <dl className={styles.facts}>
        <dt>What to do</dt>
        <dd>{task.Details || task.Tip?.Body || '—'}</dd>
        {task.DateReason && (
          <>
            <dt>Why this date</dt>
            <dd>{task.DateReason}</dd>
          </>
        )}
        {task.PlantId > 0 && (
          <>
            <dt>Plant</dt>
            <dd>
              <Link to={carried(`/plants/details/${task.PlantId}`)} className={styles.link}>
                {task.commonName}
              </Link>
              {task.BotanicalName && <> ({task.BotanicalName})</>}
            </dd>
          </>
        )}
        {task.zoneName && (
          <>
            <dt>Zone</dt>
            <dd>
              {task.zoneName}
              {task.YardName && `, ${task.YardName}`}
            </dd>
          </>
        )}
        <dt>{pastDue ? 'Past due' : task.istip ? 'Shown from' : 'Due'}</dt>
        <dd className={pastDue ? styles.late : undefined}>{formatDay(task.dueDate)}</dd>
        {task.istip ? (
          <>
            <dt>Expires</dt>
            <dd>{task.Expires ? formatDay(task.Expires) : 'Not set'}</dd>
          </>
        ) : (
          <>
            <dt>Window ends</dt>
            <dd>{task.WindowEnd ? formatDay(task.WindowEnd) : 'Open'}</dd>
            <dt>Repeats</dt>
            <dd>{repeatText(task.RepeatEveryDays)}</dd>
          </>
        )}
        {task.CareCategory && (
          <>
            <dt>Care</dt>
            <dd>{task.CareCategory}</dd>
          </>
        )}
        <dt>Status</dt>
        <dd>
          {statusName(task.taskStatusId)}
          {task.dateCompleted && `, completed ${formatDay(task.dateCompleted)}`}
        </dd>
        {task.dateCompleted && task.CompletedBy && (
          <>
            <dt>Completed by</dt>
            <dd>{task.CompletedBy}</dd>
          </>
        )}
        {task.Notes && (
          <>
            <dt>Notes</dt>
            <dd>{task.Notes}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
