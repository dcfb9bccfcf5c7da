import { Link } from 'react-router-dom';
import { isPastDue, PlantThumbnail, taskTitle, useCarriedLink, visuallyHidden } from '@thrive/shared';
import type { Task } from '@thrive/shared/contracts';
import { taskWhenText } from './task-when';
import styles from './upcoming-tasks.module.css';

/** The task details screen of the tasks area (reached by route: remotes never import each other). */
export const taskDetailsPath = (id: number) => `/tasks/details/${id}`;

interface Props {
  task: Task;
  today: string;
  /** False where every row is about one plant (the plant's own page): its name would repeat. */
  showPlant: boolean;
}

/**
 * One compact task: type ('[Tip]' for tips), plant and zone, and its date line. The title links
 * to the task's details; the link's hit area covers the whole row for thumbs on a phone.
 */
export function UpcomingTaskRow({ task, today, showPlant }: Props) {
  const carried = useCarriedLink();
  const pastDue = isPastDue(task);
  const where = [showPlant ? task.commonName : '', task.zoneName].filter(Boolean).join(' · ');
  return (
    <li className={pastDue ? `${styles.row} ${styles.pastDue}` : styles.row} data-task-id={task.id}>
      {showPlant && <PlantThumbnail src={task.thumbnail} className={styles.thumbnail} />}
      <div className={styles.text}>
        <Link to={carried(taskDetailsPath(task.id))} className={styles.link}>
          {taskTitle(task)}
          {task.commonName && <span className={visuallyHidden}> for {task.commonName}</span>}
        </Link>
        {where && <p className={styles.where}>{where}</p>}
        <p className={pastDue ? `${styles.when} ${styles.late}` : styles.when}>{taskWhenText(task, today)}</p>
      </div>
    </li>
  );
}
