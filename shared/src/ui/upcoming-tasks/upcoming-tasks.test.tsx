import type { ReactNode } from 'react';
import { testTask } from '../../testing/task-fixtures';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { TASK_STATUS, type Task, type TaskPage } from '../../contracts/tasks';
import { setupTestServer } from '../../testing/msw-server';
import { testStore } from '../../testing/test-store';
import { localToday } from '../../validation/calendar-days';
import { UpcomingTasks, type UpcomingTasksProps } from './upcoming-tasks';

const task = (overrides: Partial<Task> = {}): Task => testTask({ Details: '', ...overrides });

const server = setupTestServer();
const requested: URL[] = [];
let page: TaskPage;
beforeEach(() => {
  requested.length = 0;
  page = { Items: [task()], TotalRows: 1, i: 0, c: 5, Today: localToday() };
  server.use(
    http.get('/api/users/:uid/UserTasks', ({ request }) => {
      requested.push(new URL(request.url));
      return HttpResponse.json(page);
    }),
  );
});

/** The widget with a real store (gardener 42, key and av carried) and a router; rerender keeps both. */
function renderWidget(props: UpcomingTasksProps) {
  const store = testStore({ carried: { key: 'k3y', av: '2.1.0' } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MemoryRouter>{children}</MemoryRouter>
    </Provider>
  );
  return render(<UpcomingTasks {...props} />, { wrapper });
}

const given = (tasks: Task[] | undefined, more: Partial<UpcomingTasksProps> = {}) =>
  renderWidget({ label: 'Upcoming', emptyText: 'Nothing to do.', tasks, ...more } as UpcomingTasksProps);
const row = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;

describe('UpcomingTasks', () => {
  test('SPEC §4: a task is past due only if ispastdue is true and its status is 2 (Pending)', () => {
    given([
      task({ id: 1, taskType: 'Water', ispastdue: true, taskStatusId: TASK_STATUS.Pending }),
      task({ id: 2, taskType: 'Prune', ispastdue: true, taskStatusId: TASK_STATUS.Suspended }),
      task({ id: 3, taskType: 'Feed', ispastdue: false, taskStatusId: TASK_STATUS.Pending }),
    ]);
    expect(row('Water for Tomato')).toHaveTextContent('Past due: Apr 10, 2025');
    expect(row('Prune for Tomato')).toHaveTextContent('Due: Apr 10, 2025 (Suspended)');
    expect(row('Prune for Tomato')).not.toHaveTextContent('Past due');
    expect(row('Feed for Tomato')).toHaveTextContent('Due: Apr 10, 2025');
    expect(row('Feed for Tomato')).not.toHaveTextContent('Past due');
  });

  test('SPEC §2.8: a tip carries the [Tip] suffix and shows Expires:', () => {
    given([task({ id: 9, taskType: 'Mulch', istip: true, Source: 'tip', Expires: '2025-05-31' })]);
    const tip = row('Mulch [Tip] for Tomato');
    expect(tip).toHaveTextContent('Expires: May 31, 2025');
    expect(tip).not.toHaveTextContent('Due:');
  });

  test('each task links to its details with the carried query parameters (SPEC §2.1), and so does See all tasks', () => {
    given([task({ id: 7 })], { seeAll: true });
    expect(screen.getByRole('link', { name: 'Water deeply for Tomato' })).toHaveAttribute(
      'href',
      '/tasks/details/7?key=k3y&av=2.1.0',
    );
    expect(screen.getByRole('link', { name: 'See all tasks' })).toHaveAttribute(
      'href',
      '/tasks?key=k3y&av=2.1.0',
    );
  });

  test('shows type, plant and zone, today as Today, and a completed task’s day', () => {
    given([
      task({ id: 1, dueDate: localToday() }),
      task({ id: 2, taskType: 'Stake', taskStatusId: TASK_STATUS.Completed, dateCompleted: '2025-04-02' }),
    ]);
    expect(row('Water deeply for Tomato')).toHaveTextContent('Tomato · Back bed');
    expect(row('Water deeply for Tomato')).toHaveTextContent('Due: Today');
    expect(row('Stake for Tomato')).toHaveTextContent('Completed: Apr 2, 2025');
  });

  test('without the plant (its own page) the rows name only the zone', () => {
    given([task()], { showPlant: false });
    const item = row('Water deeply for Tomato');
    expect(within(item).getByText('Back bed')).toBeInTheDocument();
    expect(within(item).queryByText(/Tomato ·/)).not.toBeInTheDocument();
  });

  test('loading, empty and error states; the error offers a retry', async () => {
    const onRetry = jest.fn();
    const { rerender } = given(undefined, { loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading tasks…');
    rerender(<UpcomingTasks label="Upcoming" emptyText="Nothing to do." tasks={[]} />);
    expect(screen.getByText('Nothing to do.')).toBeInTheDocument();
    rerender(
      <UpcomingTasks
        label="Upcoming"
        emptyText="Nothing to do."
        tasks={undefined}
        error="The tasks are resting."
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The tasks are resting.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  test('a limit shows that many rows and says how many there are', () => {
    given([task({ id: 1 }), task({ id: 2 }), task({ id: 3 })], { limit: 2, total: 5 });
    expect(within(screen.getByRole('list', { name: 'Upcoming' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('2 of 5 shown')).toBeInTheDocument();
  });

  test('with a query it reads the task list itself and sends td, the device’s local date', async () => {
    renderWidget({ label: 'Upcoming', emptyText: 'Nothing.', query: { sd: 1, pd: 7, sid: 2, c: 5 } });
    expect(await screen.findByRole('link', { name: 'Water deeply for Tomato' })).toBeInTheDocument();
    expect(Object.fromEntries(requested[0]!.searchParams)).toEqual({
      sd: '1',
      pd: '7',
      sid: '2',
      c: '5',
      td: localToday(),
    });
  });

  test('with a query, a failed load shows the server’s message', async () => {
    server.use(
      http.get('/api/users/:uid/UserTasks', () =>
        HttpResponse.json({ message: 'The tasks are resting.' }, { status: 503 }),
      ),
    );
    renderWidget({ label: 'Upcoming', emptyText: 'Nothing.', query: { sid: 2 } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The tasks are resting.');
  });
});
