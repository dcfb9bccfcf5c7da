import { useNavigate } from 'react-router-dom';
import { Plus } from 'lucide-react';
import { Button, errorText, useCarriedLink, useGetPlantTasksQuery, useRecordLinkClick } from '@thrive/shared';
import { UpcomingTasks } from '@thrive/shared/upcoming-tasks';
import { LINK_KINDS, type PlantDetails } from '@thrive/shared/contracts';
import { CustomTaskRules } from './custom-task-rules';
import { FoldSection } from './fold-section';
import { likelyPlantZoneId, usePlantings } from './plantings';
import { NotPlanted } from './not-planted';
import { AREA } from './use-record-plant-view';
import styles from './details.module.css';
import taskStyles from './care-tasks.module.css';

/** The tasks area's form for a task of the gardener's own (reached by route, SPEC §2.1). */
function customTaskPath(plantId: number, plantZoneId: number): string {
  const query = new URLSearchParams({ pid: String(plantId) });
  if (plantZoneId > 0) query.set('pzid', String(plantZoneId));
  return `/tasks/custom/new?${query.toString()}`;
}

interface Props {
  plant: PlantDetails;
  /** The zone the gardener came from (0: none): a new task is for the plant there. */
  zid: number;
}

/** The plant's care tasks in the gardener's zones, folded until opened. */
export function PlantCareTasks({ plant, zid }: Props) {
  return (
    <FoldSection id="care-tasks" headingId="care-tasks" title="Care tasks">
      <CareTaskLists plant={plant} zid={zid} />
    </FoldSection>
  );
}

/** What is coming, what was done, the gardener's own. */
function CareTaskLists({ plant, zid }: Props) {
  const tasks = useGetPlantTasksQuery(plant.Id);
  const plantings = usePlantings(plant.Id);
  const carried = useCarriedLink();
  const navigate = useNavigate();
  const record = useRecordLinkClick(AREA);
  // Unknown (loading, or the scorecard failed) counts as planted: never claim it is not.
  const notPlanted = plantings !== undefined && plantings.length === 0;
  const data = tasks.data;

  const addTask = () => {
    record(LINK_KINDS.PlantAddCustomTask);
    void navigate(carried(customTaskPath(plant.Id, likelyPlantZoneId(plantings ?? [], zid))));
  };

  return (
    <>
      {notPlanted ? (
        <NotPlanted plantName={plant.CommonName} />
      ) : (
        <>
          <div className={taskStyles.actions}>
            <Button variant="primary" onClick={addTask}>
              <span className={styles.iconText}>
                <Plus aria-hidden="true" size={18} /> Add a care task
              </span>
            </Button>
          </div>
          <div className={taskStyles.group}>
            <h4 className={taskStyles.groupTitle}>Coming up</h4>
            <UpcomingTasks
              label={`Coming up for ${plant.CommonName}`}
              tasks={data?.Upcoming}
              loading={tasks.isLoading}
              error={tasks.error ? errorText(tasks.error) : null}
              onRetry={() => void tasks.refetch()}
              showPlant={false}
              emptyText={`Nothing is due for ${plant.CommonName} right now.`}
              loadingText="Loading the care tasks…"
              seeAll
            />
          </div>
        </>
      )}
      {data && data.Completed.length > 0 && (
        <div className={taskStyles.group}>
          <h4 className={taskStyles.groupTitle}>Recently completed</h4>
          <UpcomingTasks
            label={`Recently completed for ${plant.CommonName}`}
            tasks={data.Completed}
            showPlant={false}
            emptyText=""
          />
        </div>
      )}
      {data && data.CustomTasks.length > 0 && (
        <div className={taskStyles.group}>
          <h4 className={taskStyles.groupTitle}>My own tasks</h4>
          <CustomTaskRules rules={data.CustomTasks} />
        </div>
      )}
    </>
  );
}
