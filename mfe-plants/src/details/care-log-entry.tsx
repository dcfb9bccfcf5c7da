import { Link } from 'react-router-dom';
import { Button, formatDay, useCarriedLink, visuallyHidden } from '@thrive/shared';
import { taskDetailsPath } from '@thrive/shared/upcoming-tasks';
import type { PlantActivity } from '@thrive/shared/contracts';
import styles from './details.module.css';
import logStyles from './care-log.module.css';

/** "Watering on Apr 3, 2025": names an entry for its buttons and the delete question. */
export const entryName = (activity: PlantActivity) =>
  `${activity.CareCategory} on ${formatDay(activity.DoneOn)}`;

interface Props {
  activity: PlantActivity;
  onEdit: () => void;
  onDelete: () => void;
}

/** One entry of the care log: what, when, where, the notes, and whether a task logged it. */
export function CareLogEntry({ activity, onEdit, onDelete }: Props) {
  const carried = useCarriedLink();
  const name = entryName(activity);
  return (
    <li className={logStyles.entry}>
      <p className={logStyles.entryTitle}>
        {activity.CareCategory} <span className={styles.muted}>· </span>
        <time dateTime={activity.DoneOn}>{formatDay(activity.DoneOn)}</time>
      </p>
      {activity.ZoneName && <p className={styles.muted}>{activity.ZoneName}</p>}
      {activity.Notes && <p className={logStyles.entryNotes}>{activity.Notes}</p>}
      {activity.TaskId > 0 && (
        <p>
          <span className={logStyles.fromTask}>
            Logged by completing a task
            <Link to={carried(taskDetailsPath(activity.TaskId))}>
              See the task<span className={visuallyHidden}> of {name}</span>
            </Link>
          </span>
        </p>
      )}
      <div className={logStyles.entryActions}>
        <Button onClick={onEdit}>
          Edit<span className={visuallyHidden}> {name}</span>
        </Button>
        <Button onClick={onDelete}>
          Delete<span className={visuallyHidden}> {name}</span>
        </Button>
      </div>
    </li>
  );
}
