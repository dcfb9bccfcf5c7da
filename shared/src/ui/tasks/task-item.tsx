import { Link } from 'react-router-dom';
import {
  formatDay,
  isPastDue,
  selectTaskIdsWaitingToSend,
  taskTitle,
  TIP_EXPIRES,
  useAppSelector,
  useCarriedLink,
  visuallyHidden,
} from '@thrive/shared';
import type { Task } from '@thrive/shared/contracts';
import { COMPLETED_NOT_YET, SHOW_ME, tipTarget, WAITING_TO_SEND } from './task-rules';
import { SharedByMark } from './task-sharing';
import styles from './task-list.module.css';

export interface TaskItemProps {
  task: Task;
  /** Whether the checkbox is shown (the list has a bulk status bar) and ticked. */
  selectable: boolean;
  selected: boolean;
  onSelectedChange(checked: boolean): void;
  /** The in-app path of the task's Details (carried parameters are added). */
  detailsPath: string;
  /** SHOW ME of a tip that has no route of its own. */
  onShowTip(task: Task): void;
}

/** "Completed: May 3, 2026", and in a shared yard who did it: "… by Ben". */
const completedLine = (task: Task, day: string) =>
  `Completed: ${formatDay(day)}${task.CompletedBy ? ` by ${task.CompletedBy}` : ''}`;

/** What the checkbox, Details and SHOW ME name for screen readers: the task and its plant. */
const subject = (task: Task) => [task.taskType, task.commonName].filter(Boolean).join(' for ');

/**
 * One task of SPEC §2.8: type, plant, zone, due (or past-due) date, completed date or
 * 'Completed: Not yet', Details and a checkbox. A tip says '[Tip]', when it expires, and SHOW ME.
 * A watering the weather moved says why under its date.
 */
export function TaskItem({
  task,
  selectable,
  selected,
  onSelectedChange,
  detailsPath,
  onShowTip,
}: TaskItemProps) {
  const carried = useCarriedLink();
  const pastDue = isPastDue(task);
  // Changed offline (issue 35): the status shown is the new one, not yet on the server.
  const waiting = useAppSelector(selectTaskIdsWaitingToSend).has(task.id);
  const checkboxId = `task-select-${task.id}`;
  return (
    <li className={pastDue ? `${styles.item} ${styles.pastDue}` : styles.item} data-task-id={task.id}>
      {selectable && (
        <div className={styles.select}>
          <input
            id={checkboxId}
            type="checkbox"
            checked={selected}
            onChange={(event) => onSelectedChange(event.target.checked)}
          />
          <label htmlFor={checkboxId} className={visuallyHidden}>
            Select {subject(task)}
          </label>
        </div>
      )}
      <div className={styles.body}>
        <h3 className={styles.title}>{taskTitle(task)}</h3>
        <SharedByMark task={task} />
        {(task.commonName || task.zoneName) && (
          <p className={styles.where}>
            {task.commonName && <span>{task.commonName}</span>}
            {task.commonName && task.zoneName && <span aria-hidden="true"> · </span>}
            {task.zoneName && <span>{task.zoneName}</span>}
          </p>
        )}
        {task.istip ? (
          <p className={styles.date}>
            {TIP_EXPIRES} {task.Expires ? formatDay(task.Expires) : 'Not set'}
          </p>
        ) : (
          <>
            <p className={pastDue ? `${styles.date} ${styles.late}` : styles.date}>
              {pastDue ? 'Past due:' : 'Due:'} {formatDay(task.dueDate)}
            </p>
            {task.WeatherNote && <p className={styles.weather}>{task.WeatherNote}</p>}
            <p className={styles.date}>
              {task.dateCompleted ? completedLine(task, task.dateCompleted) : COMPLETED_NOT_YET}
            </p>
            {waiting && <p className={styles.waiting}>{WAITING_TO_SEND}</p>}
          </>
        )}
        <p className={styles.links}>
          <Link to={carried(detailsPath)} className={styles.link}>
            Details<span className={visuallyHidden}> of {subject(task)}</span>
          </Link>
          {task.istip && <ShowMe task={task} onShowTip={onShowTip} />}
        </p>
      </div>
    </li>
  );
}

function ShowMe({ task, onShowTip }: { task: Task; onShowTip(task: Task): void }) {
  const carried = useCarriedLink();
  const target = tipTarget(task.Tip?.LinkID ?? '');
  const label = <span className={visuallyHidden}>: {task.taskType}</span>;
  if (target?.kind === 'route') {
    return (
      <Link to={carried(target.to)} className={styles.link}>
        {SHOW_ME}
        {label}
      </Link>
    );
  }
  if (target?.kind === 'external') {
    return (
      <a href={target.to} target="_blank" rel="noopener noreferrer" className={styles.link}>
        {SHOW_ME}
        {label}
        <span className={visuallyHidden}> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <button
      type="button"
      className={styles.linkButton}
      aria-haspopup="dialog"
      onClick={() => onShowTip(task)}
    >
      {SHOW_ME}
      {label}
    </button>
  );
}
