import { lazy, Suspense, type ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { Loading, remoteApp, selectUserId, useAppSelector } from '@thrive/shared';
import { SignedOut } from './common/signed-out';
import { TasksPage } from './common/tasks-page';
import { CALENDAR_TITLE } from './common/titles';
import { TaskListPage } from './list/task-list-page';
import { TaskDetailsPage } from './details/task-details-page';
import { CustomTasksPage } from './custom/custom-tasks-page';
import { CustomTaskPage } from './custom/custom-task-page';
import { SubscribePage } from './subscribe/subscribe-page';

// The month calendar brings react-day-picker: it loads when the calendar is first opened.
const CalendarPage = lazy(() => import('./calendar/calendar-page'));

/** Every task screen is the signed-in gardener's. */
function SignedInGate({ children }: { children: ReactNode }) {
  const signedIn = useAppSelector(selectUserId) > 0;
  if (!signedIn) return <SignedOut />;
  return children;
}

/**
 * The screens of the tasks segment (SPEC §2.1, §2.8): `details/:id` is `#/tasks/details/5`;
 * an unknown address under tasks goes to the task list.
 */
export default remoteApp('mfe-tasks', {
  screens: {
    tasks: (
      <>
        <Route index element={<TaskListPage />} />
        <Route
          path="calendar"
          element={
            <Suspense
              fallback={
                <TasksPage title={CALENDAR_TITLE}>
                  <Loading label="Opening the calendar…" />
                </TasksPage>
              }
            >
              <CalendarPage />
            </Suspense>
          }
        />
        <Route path="details/:id" element={<TaskDetailsPage />} />
        <Route path="custom" element={<CustomTasksPage />} />
        <Route path="custom/new" element={<CustomTaskPage />} />
        <Route path="custom/:id" element={<CustomTaskPage />} />
        <Route path="subscribe" element={<SubscribePage />} />
      </>
    ),
  },
  Gate: SignedInGate,
});
