import { lazy, Suspense } from 'react';
import { MemoryRouter, Navigate, Route, Routes, useInRouterContext } from 'react-router-dom';
import { Loading, selectUserId, useAppSelector, useCarriedLink, type RemoteAppProps } from '@thrive/shared';
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

/** An unknown address under tasks goes to the task list. */
function ToTasks() {
  const carried = useCarriedLink();
  return <Navigate to={carried('/tasks')} replace />;
}

/**
 * The screens of the tasks segment (SPEC §2.1, §2.8), matched relative to the shell's
 * `/:segment/*` route: `details/:id` is `#/tasks/details/5`.
 */
function TaskRoutes() {
  const signedIn = useAppSelector(selectUserId) > 0;
  if (!signedIn) return <SignedOut />;
  return (
    <Routes>
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
      <Route path="*" element={<ToTasks />} />
    </Routes>
  );
}

/** The exposed `./App`: the shell renders it for the tasks segment, the one this remote owns. */
export default function App(_props: RemoteAppProps) {
  const inRouter = useInRouterContext();
  // The shell always renders us inside its router; a bare mount (the contract test) does not.
  if (inRouter) return <TaskRoutes />;
  return (
    <MemoryRouter>
      <TaskRoutes />
    </MemoryRouter>
  );
}
