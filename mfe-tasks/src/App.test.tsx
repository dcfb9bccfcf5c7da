import { screen, waitFor } from '@testing-library/react';
import { testRemoteAppContract } from '@thrive/shared/testing';
import App from './App';
import { SIGNED_OUT_TITLE } from './common/signed-out';
import { setupFakeTasksApi } from './testing/fake-tasks-api';
import { renderTasks } from './testing/render-tasks';

// The task list is the segment's first screen: its title is the segment's.
testRemoteAppContract('mfe-tasks', App, [['tasks', 'Tasks']]);

const api = setupFakeTasksApi();
const location = () => screen.getByTestId('location').textContent;

describe('mfe-tasks routes (SPEC §2.1)', () => {
  test.each([
    ['/tasks/calendar?m=2025-04', 'Task Calendar'],
    ['/tasks/details/1', 'Task Details'],
    ['/tasks/custom', 'My Own Tasks'],
    ['/tasks/custom/new?pid=11', 'Add a Task'],
    ['/tasks/custom/70', 'Edit Task'],
    ['/tasks/subscribe', 'Calendar Feed'],
  ])('%s shows "%s"', async (path, title) => {
    renderTasks(path);
    expect(await screen.findByRole('heading', { name: title, level: 2 })).toBeInTheDocument();
  });

  test('an unknown path under tasks goes to tasks, keeping the carried parameters', async () => {
    renderTasks('/tasks/nowhere/at/all?key=k3y', { carried: { key: 'k3y' } });
    await waitFor(() => expect(location()).toBe('/tasks?key=k3y'));
    expect(screen.getByRole('heading', { name: 'Tasks', level: 2 })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Tasks' });
  });
});

test('a visitor without a session is told to sign in on every task screen, and nothing is asked of the API', async () => {
  for (const path of ['/tasks', '/tasks/calendar', '/tasks/subscribe']) {
    const view = renderTasks(path, { identity: null });
    expect(await screen.findByText(SIGNED_OUT_TITLE)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    view.unmount();
  }
  expect(api.calls.taskQueries).toEqual([]);
});
