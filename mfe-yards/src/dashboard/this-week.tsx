import { UpcomingTasks } from '@thrive/shared/upcoming-tasks';
import { TASK_DAYS_DEFAULT, TASK_FILTER, type TaskListQuery } from '@thrive/shared/contracts';
import ui from '../common/ui.module.css';

/** A handful of rows: the dashboard points at the week, the task list has it all. */
const THIS_WEEK_LIMIT = 5;

/**
 * What is due in the next 7 days and what is past due, pending only: the show-days flag on
 * (sd 1) with SPEC §9's default 7 days, filter Show Pending (sid 2), soonest first.
 */
const THIS_WEEK_QUERY: TaskListQuery = {
  sd: 1,
  pd: TASK_DAYS_DEFAULT,
  sid: TASK_FILTER.Pending,
  s: 'DueDate ASC',
  c: THIS_WEEK_LIMIT,
};

const THIS_WEEK_EMPTY = 'Nothing is due this week. Enjoy your garden!';

/** "This week" on the dashboard: the gardener's next jobs, each opening its task. */
export function ThisWeek() {
  return (
    <section className={ui.section} aria-labelledby="this-week-title">
      <h3 id="this-week-title" className={ui.sectionTitle}>
        This week
      </h3>
      <UpcomingTasks
        label="Tasks due this week or past due"
        query={THIS_WEEK_QUERY}
        limit={THIS_WEEK_LIMIT}
        emptyText={THIS_WEEK_EMPTY}
        loadingText="Loading this week’s tasks…"
        seeAll
      />
    </section>
  );
}
