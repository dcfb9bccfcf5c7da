import { countText, errorText, LoadError, Loading, useGetTasksQuery } from '@thrive/shared';
import { TASK_CALENDAR_PAGE_SIZE_MAX } from '@thrive/shared/contracts';
import { TaskNav } from '../common/task-nav';
import { TasksPage } from '../common/tasks-page';
import { CALENDAR_TITLE } from '../common/titles';
import { useSavedSortFilter } from '../common/use-saved-sort-filter';
import { DayTaskList } from './day-tasks';
import { groupByDay } from './group-by-day';
import { MonthGrid } from './month-grid';
import { monthGridRange, monthOf } from './month-range';
import { useCalendarParams } from './use-calendar-params';
import styles from './calendar.module.css';

/**
 * tasks/calendar: the list's tasks (the gardener's filters, whatever the days to show) over a
 * month: a count on each day, the chosen day's tasks below; a task opens its details.
 */
export default function CalendarPage() {
  const saved = useSavedSortFilter();
  const { today, month, day, show } = useCalendarParams();
  const range = monthGridRange(month);
  const tasks = useGetTasksQuery(
    { ...saved.settings, sd: 0, i: 0, c: TASK_CALENDAR_PAGE_SIZE_MAX, ...range, td: today },
    { skip: !saved.ready },
  );
  const page = tasks.data;
  const days = groupByDay(page?.Items ?? []);

  return (
    <TasksPage title={CALENDAR_TITLE}>
      <TaskNav />
      <div className={styles.layout} aria-busy={tasks.isFetching}>
        <MonthGrid
          month={month}
          day={day}
          today={today}
          days={days}
          // A new month keeps the chosen day when it shows, else chooses the month's first.
          onMonthChange={(next) => show({ month: next, day: monthOf(day) === next ? day : `${next}-01` })}
          onDayChange={(next) => show({ month: monthOf(next), day: next })}
        />
        <div className={styles.side}>
          {tasks.isError ? (
            <LoadError message={errorText(tasks.error)} onRetry={() => void tasks.refetch()} />
          ) : !page ? (
            <Loading label="Loading the month’s tasks…" />
          ) : (
            <>
              {page.TotalRows > page.Items.length && (
                <p className={styles.none}>
                  Showing the first {page.Items.length} of {countText(page.TotalRows, 'task', 'tasks')} of
                  these weeks.
                </p>
              )}
              <DayTaskList day={day} tasks={days.get(day)?.tasks ?? []} />
            </>
          )}
        </div>
      </div>
    </TasksPage>
  );
}
