import { Link } from 'react-router-dom';
import {
  EmptyState,
  errorText,
  formatDay,
  LoadError,
  Loading,
  useCarriedLink,
  useGetCustomTasksQuery,
  visuallyHidden,
} from '@thrive/shared';
import type { CustomTask } from '@thrive/shared/contracts';
import { repeatText } from '../common/repeat-text';
import { TaskNav } from '../common/task-nav';
import { TasksPage } from '../common/tasks-page';
import styles from '../common/tasks.module.css';
import own from './custom.module.css';

const CUSTOM_TASKS_TITLE = 'My Own Tasks';

function rhythm(task: CustomTask): string {
  if (task.RepeatEveryDays <= 0) return `Once, on ${formatDay(task.StartDate)}`;
  const every = repeatText(task.RepeatEveryDays);
  const until = task.EndDate ? ` until ${formatDay(task.EndDate)}` : '';
  return `${every} from ${formatDay(task.StartDate)}${until}`;
}

/** tasks/custom: the tasks the gardener made (SPEC §3 userTaskRuleId), each to change. */
export function CustomTasksPage() {
  const carried = useCarriedLink();
  const rules = useGetCustomTasksQuery();
  const add = (
    <Link to={carried('/tasks/custom/new')} className={styles.cta}>
      Add a task
    </Link>
  );
  return (
    <TasksPage title={CUSTOM_TASKS_TITLE} actions={add}>
      <TaskNav />
      {rules.isLoading ? (
        <Loading label="Loading your own tasks…" />
      ) : rules.isError || !rules.data ? (
        <LoadError message={errorText(rules.error)} onRetry={() => void rules.refetch()} />
      ) : rules.data.length === 0 ? (
        <EmptyState title="No tasks of your own yet">
          <p className={styles.note}>Add one for any plant in your zones: once, or every few days.</p>
        </EmptyState>
      ) : (
        <ul className={own.rules} aria-label="Your own tasks">
          {rules.data.map((rule) => (
            <li key={rule.Id} className={own.rule}>
              <h3 className={own.ruleTitle}>{rule.TaskType}</h3>
              <p className={own.ruleLine}>
                {rule.CommonName} · {rule.ZoneName}
              </p>
              <p className={own.ruleLine}>{rhythm(rule)}</p>
              <p className={own.ruleLine}>
                {rule.NextDueDate ? `Next: ${formatDay(rule.NextDueDate)}` : 'Nothing left to do'}
              </p>
              <Link to={carried(`/tasks/custom/${rule.Id}`)} className={styles.link}>
                Change<span className={visuallyHidden}> {rule.TaskType}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </TasksPage>
  );
}
