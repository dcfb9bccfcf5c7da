import { Link } from 'react-router-dom';
import {
  errorText,
  formatDay,
  isNotFound,
  LoadError,
  Loading,
  useCarriedLink,
  useGetPlantActivityQuery,
} from '@thrive/shared';
import type { TaskDetails } from '@thrive/shared/contracts';
import styles from '../common/tasks.module.css';

export const LOGGED_ACTIVITY_TITLE = 'In the care log';
export const ACTIVITY_REMOVED = 'The care log entry of this task was deleted.';

/**
 * What completing the task wrote in the plant's care log (GET Users/{uid}/PlantActivity/{id}/),
 * read afresh: the gardener may have changed the entry on the plant's page since. Nothing for a
 * task that logged nothing.
 */
export function LoggedActivity({ task }: { task: TaskDetails }) {
  if (task.PlantActivityId <= 0) return null;
  return (
    <section className={styles.card} aria-labelledby="logged-activity-title">
      <h3 id="logged-activity-title" className={styles.cardTitle}>
        {LOGGED_ACTIVITY_TITLE}
      </h3>
      <ActivityFacts activityId={task.PlantActivityId} plantId={task.PlantId} plantName={task.commonName} />
    </section>
  );
}

interface FactsProps {
  activityId: number;
  plantId: number;
  plantName: string;
}

function ActivityFacts({ activityId, plantId, plantName }: FactsProps) {
  const carried = useCarriedLink();
  const activity = useGetPlantActivityQuery(activityId);
  if (isNotFound(activity.error)) return <p className={styles.note}>{ACTIVITY_REMOVED}</p>;
  if (activity.isError)
    return <LoadError message={errorText(activity.error)} onRetry={() => void activity.refetch()} />;
  if (!activity.data) return <Loading label="Loading the care log entry…" />;
  const { CareCategory, DoneOn, ZoneName, Notes } = activity.data;
  return (
    <>
      <dl className={styles.facts}>
        <dt>What was done</dt>
        <dd>{CareCategory || '—'}</dd>
        <dt>Done on</dt>
        <dd>
          <time dateTime={DoneOn}>{formatDay(DoneOn)}</time>
        </dd>
        {ZoneName && (
          <>
            <dt>Where</dt>
            <dd>{ZoneName}</dd>
          </>
        )}
        {Notes && (
          <>
            <dt>Notes</dt>
            <dd>{Notes}</dd>
          </>
        )}
      </dl>
      {plantId > 0 && (
        <Link to={carried(`/plants/details/${plantId}`)} className={styles.link}>
          {plantName ? `See the whole care log of ${plantName}` : 'See the plant’s whole care log'}
        </Link>
      )}
    </>
  );
}
