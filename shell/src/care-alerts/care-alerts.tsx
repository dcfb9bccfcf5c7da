import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  CARE_ALERT_COMMAND,
  isInWrapper,
  postToWrapper,
  selectUserId,
  TASKS_PATH,
  useAppSelector,
  useCarriedLink,
  useGetTasksQuery,
  useLocalToday,
  type CareAlert,
} from '@thrive/shared';
import { TASK_FILTER, TASK_PAGE_SIZE_MAX, type Task, type TaskListQuery } from '@thrive/shared/contracts';
import { isPublicPath } from '../common/public-path';
import { markAnnounced, wasAnnounced } from './announced-day';
import { CARE_ALERT_TITLE, careAlertBody, dueToday } from './care-alert-text';
import { useNotificationsAllowed } from './use-notifications-allowed';

/** Today's pending tasks, whatever the gardener's list filters say (from/to pick the day). */
const dueTodayQuery = (today: string): TaskListQuery => ({
  from: today,
  to: today,
  td: today,
  sid: TASK_FILTER.Pending,
  c: TASK_PAGE_SIZE_MAX,
});

function alertOf(tasks: Task[], today: string): CareAlert {
  return {
    title: CARE_ALERT_TITLE,
    body: careAlertBody(tasks),
    date: today,
    route: TASKS_PATH,
    tasks: tasks.map(({ id, taskType, commonName }) => ({ id, taskType, commonName })),
  };
}

/**
 * Plant Care Alerts (SPEC §2.6 dialog 3): once a day per gardener, while the app is open and
 * notifications are granted, the tasks due today are announced: by the wrapper's local
 * notifications inside the mobile app (careAlert), by the Notifications API in a browser.
 * Never signed out, never on a public page (SPEC §2.1). Mounted once in the shell.
 */
export function CareAlerts() {
  const userId = useAppSelector(selectUserId);
  const isPublic = isPublicPath(useLocation().pathname);
  const allowed = useNotificationsAllowed();
  const today = useLocalToday();
  const carried = useCarriedLink();
  const navigate = useNavigate();
  const wanted = userId > 0 && !isPublic && allowed && !wasAnnounced(userId, today);
  const tasks = useGetTasksQuery(dueTodayQuery(today), { skip: !wanted });
  const items = tasks.currentData?.Items;

  useEffect(() => {
    if (!wanted || !items || wasAnnounced(userId, today)) return;
    const due = dueToday(items, today);
    if (due.length === 0) return; // Nothing yet: a task added later today is still announced.
    // Remembered first: a browser that refuses to show it must not be asked again all day.
    markAnnounced(userId, today);
    const alert = alertOf(due, today);
    if (isInWrapper()) {
      postToWrapper({ command: CARE_ALERT_COMMAND, alert });
      return;
    }
    try {
      const notification = new Notification(alert.title, {
        body: alert.body,
        tag: `thrive-care-${userId}-${today}`,
      });
      notification.onclick = () => {
        window.focus();
        void navigate(carried(TASKS_PATH));
        notification.close();
      };
    } catch (error) {
      // Some mobile browsers show notifications only from a service worker: the list still has them.
      console.warn('The care alert could not be shown', error);
    }
  }, [wanted, items, userId, today, carried, navigate]);

  return null;
}
