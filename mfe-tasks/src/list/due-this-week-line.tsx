import { useGetTasksQuery } from '@thrive/shared';
import { dueThisWeek, dueThisWeekText, weekQuery } from './due-this-week';
import styles from './task-list-page.module.css';

/**
 * "7 tasks due this week" above the list, whatever its sort, filter and page: counted from
 * the week's tasks and the gardener's own today. Nothing while it loads or if it fails (the
 * list below says what went wrong).
 */
export function DueThisWeekLine({ today }: { today: string }) {
  const week = useGetTasksQuery(weekQuery(today));
  if (!week.data) return null;
  return <p className={styles.total}>{dueThisWeekText(dueThisWeek(week.data.Items, today))}</p>;
}
