import { EmptyState } from '@thrive/shared';
import { TasksPage } from './tasks-page';

export const SIGNED_OUT_TITLE = 'Sign in to see your care tasks';

/**
 * Every task screen for a visitor without a session: tasks are a gardener's own, so there is
 * nothing to load (each call would be refused); say how to get in instead of an error.
 */
export function SignedOut() {
  return (
    <TasksPage title="Tasks">
      <EmptyState title={SIGNED_OUT_TITLE}>
        <p>Open the sign-in link Thrive Garden sent you: your tasks, calendar and feed are kept for you.</p>
      </EmptyState>
    </TasksPage>
  );
}
