import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import {
  countText,
  errorText,
  filterPanelToggled,
  localToday,
  LoadError,
  Loading,
  Paginator,
  selectFilterPanelOpen,
  SortFilterSlider,
  TOOLBAR_ACTIONS,
  useAppDispatch,
  useAppSelector,
  useCarriedLink,
  useGetTasksQuery,
  usePageToolbar,
  type ToolbarActionCode,
} from '@thrive/shared';
import { changedChoiceCount, TaskList, TaskSortFilterPanel } from '@thrive/shared/tasks';
import { TASK_LIST_DEFAULTS } from '@thrive/shared/contracts';
import { TaskNav } from '../common/task-nav';
import { TasksPage } from '../common/tasks-page';
import { DueThisWeekLine } from './due-this-week-line';
import { FrostDatesLine } from './frost-dates-line';
import { usePageIndex } from './use-page-index';
import { useSortFilterChoices } from './use-sort-filter-choices';
import styles from './task-list-page.module.css';
import common from '../common/tasks.module.css';

const TASKS_TITLE = 'Tasks';

const filterLabel = (count: number) => (count > 0 ? `Sort & filter (${count} changed)` : 'Sort & filter');

/**
 * tasks: the gardener's care tasks and tips (SPEC §2.8, §3 list defaults) in pages of 20,
 * with the sort & filter panel (the header's Filter), the bulk status bar and the paginator.
 */
export function TaskListPage() {
  const dispatch = useAppDispatch();
  const carried = useCarriedLink();
  const [pageIndex, setPageIndex] = usePageIndex();
  const choices = useSortFilterChoices(() => setPageIndex(0));
  const open = useAppSelector(selectFilterPanelOpen);
  const count = changedChoiceCount(choices.settings, choices.ddpdt);
  const query = { ...choices.settings, i: pageIndex, c: TASK_LIST_DEFAULTS.c, td: localToday() };
  const tasks = useGetTasksQuery(query, { skip: !choices.ready });

  const toolbar = useMemo(
    () => [
      { code: TOOLBAR_ACTIONS.Filter, label: filterLabel(count) },
      ...(open
        ? [
            { code: TOOLBAR_ACTIONS.Apply, label: 'Apply sort & filter' },
            { code: TOOLBAR_ACTIONS.Clear, label: 'Clear sort & filter' },
          ]
        : []),
    ],
    [count, open],
  );
  usePageToolbar(toolbar, (code: ToolbarActionCode) => {
    if (code === TOOLBAR_ACTIONS.Apply) choices.apply();
    if (code === TOOLBAR_ACTIONS.Clear) choices.clear();
  });

  const page = tasks.data;
  return (
    <TasksPage title={TASKS_TITLE}>
      <TaskNav />
      <FrostDatesLine />
      <DueThisWeekLine today={query.td} />
      <div className={common.row}>
        <button
          type="button"
          className={common.linkButton}
          aria-expanded={open}
          onClick={() => dispatch(filterPanelToggled(!open))}
        >
          {filterLabel(count)}
        </button>
        <Link to={carried('/tasks/custom/new')} className={common.link}>
          Add a task
        </Link>
      </div>
      <SortFilterSlider label="Sort & Filter">
        <TaskSortFilterPanel
          draft={choices.draft}
          onDraftChange={choices.setDraft}
          onApply={choices.apply}
          onClear={choices.clear}
          onClose={() => dispatch(filterPanelToggled(false))}
          busy={choices.busy}
        />
      </SortFilterSlider>
      {!page && (tasks.isLoading || tasks.isUninitialized) ? (
        <Loading label="Loading your tasks…" />
      ) : tasks.isError || !page ? (
        <LoadError message={errorText(tasks.error)} onRetry={() => void tasks.refetch()} />
      ) : (
        <>
          <p className={styles.total}>{countText(page.TotalRows, 'task', 'tasks')}</p>
          <TaskList
            tasks={page.Items}
            busy={tasks.isFetching}
            today={query.td}
            emptyMessage={
              <NoTasks filtered={count > 0} days={choices.settings.sd ? choices.settings.pd : null} />
            }
          />
          <Paginator
            label="Task pages"
            pageIndex={pageIndex}
            pageSize={TASK_LIST_DEFAULTS.c}
            totalRows={page.TotalRows}
            onPageChange={setPageIndex}
          />
        </>
      )}
    </TasksPage>
  );
}

function NoTasks({ filtered, days }: { filtered: boolean; days: number | null }) {
  const dispatch = useAppDispatch();
  const carried = useCarriedLink();
  return (
    <>
      <p className={styles.emptyTitle}>
        {days === null
          ? 'No tasks to show.'
          : `No tasks in the next ${days === 1 ? 'day' : countText(days, 'day', 'days')}.`}
      </p>
      <p className={common.note}>
        Tasks come from the plants in your yards. Add plants to a zone, or add a task of your own.
      </p>
      <div className={`${common.row} ${styles.emptyActions}`}>
        <button
          type="button"
          className={common.linkButton}
          onClick={() => dispatch(filterPanelToggled(true))}
        >
          {filtered ? 'Change the sort & filter' : 'Show more days'}
        </button>
        <Link to={carried('/tasks/calendar')} className={common.link}>
          See the calendar
        </Link>
      </div>
    </>
  );
}
