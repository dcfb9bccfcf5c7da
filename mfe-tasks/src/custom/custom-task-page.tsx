import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  EmptyState,
  errorText,
  LoadError,
  Loading,
  localToday,
  useCarriedLink,
  useGetCustomTasksQuery,
  useGetYardsQuery,
  useGetZonePlantsQuery,
  yardPermissions,
} from '@thrive/shared';
import type { Yard, ZonePlant } from '@thrive/shared/contracts';
import { TasksPage } from '../common/tasks-page';
import { CustomTaskForm } from './custom-task-form';
import { draftOfCustomTask, newDraft } from './custom-task-draft';
import styles from '../common/tasks.module.css';

const NEW_TASK_TITLE = 'Add a Task';
const EDIT_TASK_TITLE = 'Edit Task';

const positive = (text: string | null | undefined) => {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : 0;
};

/**
 * The plant-zones a task may be for: the plant's own zones (every plant's without a plant), in
 * the yards where the gardener may change the garden: their own and those shared with them as a
 * gardener, not as a viewer (the API would refuse it).
 */
function choicesFor(all: ZonePlant[], yards: Yard[], plantId: number): ZonePlant[] {
  const readOnly = new Set(
    yards.filter((yard) => !yardPermissions(yard).changeGarden).map((yard) => yard.Id),
  );
  return all.filter((one) => !readOnly.has(one.YardId) && (plantId <= 0 || one.PlantId === plantId));
}

/**
 * tasks/custom/new (?pid=plant id, optional &pzid=plant-zone id) and tasks/custom/:id: add a
 * task of the gardener's own, or change one. Saved, it goes back where the gardener came from
 * (plant details, the list), with the form's success toast; so does Cancel, without one.
 */
export function CustomTaskPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const carried = useCarriedLink();
  const ruleId = positive(id);
  const editing = id !== undefined;
  const zonePlants = useGetZonePlantsQuery({ zoneId: 0, yardId: 0 });
  const yards = useGetYardsQuery();
  const rules = useGetCustomTasksQuery(undefined, { skip: !editing });
  const rule = rules.data?.find((one) => one.Id === ruleId);
  const plantId = rule?.PlantId ?? positive(search.get('pid'));
  const leave = () => {
    // Back where the gardener came from; a first page of the visit has nothing to go back to.
    if (location.key !== 'default') navigate(-1);
    else navigate(carried(editing ? '/tasks/custom' : '/tasks'));
  };

  const title = editing ? EDIT_TASK_TITLE : NEW_TASK_TITLE;
  const failed = zonePlants.error ?? yards.error ?? rules.error;
  if (failed) {
    const retry = () => {
      if (zonePlants.isError) void zonePlants.refetch();
      if (yards.isError) void yards.refetch();
      if (rules.isError) void rules.refetch();
    };
    return (
      <TasksPage title={title}>
        <LoadError message={errorText(failed)} onRetry={retry} />
      </TasksPage>
    );
  }
  if (!zonePlants.data || !yards.data || (editing && !rules.data)) {
    return (
      <TasksPage title={title}>
        <Loading label="Loading your plants…" />
      </TasksPage>
    );
  }
  if (editing && !rule) {
    return (
      <TasksPage title={title}>
        <EmptyState title="This task of yours was not found">
          <Link to={carried('/tasks/custom')} className={styles.cta}>
            See your own tasks
          </Link>
        </EmptyState>
      </TasksPage>
    );
  }
  const choices = choicesFor(zonePlants.data, yards.data, plantId);
  if (choices.length === 0) return <NoPlant title={title} plantId={plantId} />;
  const asked = positive(search.get('pzid'));
  const preset = choices.some((one) => one.Id === asked) ? asked : choices.length === 1 ? choices[0]!.Id : 0;
  return (
    <TasksPage title={title}>
      <CustomTaskForm
        initial={rule ? draftOfCustomTask(rule) : newDraft(localToday(), preset)}
        choices={choices}
        onSaved={leave}
        onCancel={leave}
      />
    </TasksPage>
  );
}

function NoPlant({ title, plantId }: { title: string; plantId: number }) {
  const carried = useCarriedLink();
  return (
    <TasksPage title={title}>
      <EmptyState
        title={plantId ? 'This plant is not in any of your zones yet' : 'No plants in your yards yet'}
      >
        <p className={styles.note}>A task of your own is for a plant growing in one of your zones.</p>
        <Link to={carried(plantId ? `/plants/details/${plantId}` : '/plants/search')} className={styles.cta}>
          {plantId ? 'Add the plant to a zone' : 'Find plants'}
        </Link>
      </EmptyState>
    </TasksPage>
  );
}
