import { Link, useParams } from 'react-router-dom';
import {
  EmptyState,
  errorText,
  isNotFound,
  LoadError,
  Loading,
  localToday,
  useCarriedLink,
  useGetTaskQuery,
} from '@thrive/shared';
import { TaskNav } from '../common/task-nav';
import { TasksPage } from '../common/tasks-page';
import { DeleteTask } from './delete-task';
import { LoggedActivity } from './logged-activity';
import { TaskEditForm } from './task-edit-form';
import { TaskFacts } from './task-facts';
import styles from '../common/tasks.module.css';

const TASK_DETAILS_TITLE = 'Task Details';

/**
 * tasks/details/:id: what to do and why, what completing it logged, and changing, completing
 * or deleting the task.
 */
export function TaskDetailsPage() {
  const carried = useCarriedLink();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const task = useGetTaskQuery(id, { skip: !valid });
  const details = task.data;
  return (
    <TasksPage title={TASK_DETAILS_TITLE}>
      <TaskNav />
      {!valid || isNotFound(task.error) ? (
        <EmptyState title="This task was not found">
          <p className={styles.note}>It may have been deleted, or done and cleared away.</p>
          <Link to={carried('/tasks')} className={styles.cta}>
            Back to the tasks
          </Link>
        </EmptyState>
      ) : task.isError ? (
        <LoadError message={errorText(task.error)} onRetry={() => void task.refetch()} />
      ) : !details ? (
        <Loading label="Loading the task…" />
      ) : (
        <>
          <TaskFacts task={details} />
          <LoggedActivity task={details} />
          {/* A fresh form whenever the saved task changes, so it shows what was saved. */}
          <TaskEditForm
            key={`${details.dueDate}|${details.Notes}|${details.taskStatusId}|${details.dateCompleted}`}
            task={details}
            today={localToday()}
          />
          <DeleteTask task={details} />
        </>
      )}
    </TasksPage>
  );
}
