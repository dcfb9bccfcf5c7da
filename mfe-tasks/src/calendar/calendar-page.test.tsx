import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectHeaderTitle } from '@thrive/shared';
import { TASK_FILTER, TASK_STATUS } from '@thrive/shared/contracts';
import { setupFakeTasksApi } from '../testing/fake-tasks-api';
import { task } from '../testing/task-fixtures';
import { renderTasks } from '../testing/render-tasks';

const api = setupFakeTasksApi();
const grid = () => screen.findByRole('grid');
const dayButton = (name: RegExp) => screen.getByRole('button', { name });
const location = () => screen.getByTestId('location').textContent;

describe('tasks/calendar: a month of tasks', () => {
  test('shows the month, asking for every day of its grid in one page (from/to, c 1000, sd 0)', async () => {
    const { store } = renderTasks('/tasks/calendar?m=2025-04&d=2025-04-10');
    expect(await screen.findByRole('heading', { name: 'Task Calendar', level: 2 })).toBeInTheDocument();
    expect(selectHeaderTitle(store.getState())).toBe('Task Calendar');
    await grid();
    expect(screen.getByText('April 2025')).toBeInTheDocument();
    await waitFor(() => expect(api.calls.taskQueries).toHaveLength(1));
    expect(api.calls.taskQueries[0]).toMatchObject({
      from: '2025-03-31',
      to: '2025-05-11',
      c: '1000',
      i: '0',
      sd: '0',
      sid: '10',
    });
  });

  test('each day says how many tasks it has; past-due days included', async () => {
    renderTasks('/tasks/calendar?m=2025-04&d=2025-04-10');
    await grid();
    await waitFor(() =>
      expect(dayButton(/^Tuesday, April 8, 2025/)).toHaveAccessibleName('Tuesday, April 8, 2025: 1 task'),
    );
    expect(dayButton(/^Saturday, April 12, 2025/)).toHaveAccessibleName('Saturday, April 12, 2025: 1 task');
    expect(dayButton(/^Wednesday, April 9, 2025/)).toHaveAccessibleName('Wednesday, April 9, 2025: no tasks');
    expect(dayButton(/^Tuesday, April 8, 2025/).closest('td')?.className).toMatch(/late/);
  });

  test('choosing a day lists its tasks (type + plant, tips marked); a task opens its details', async () => {
    const user = userEvent.setup();
    renderTasks('/tasks/calendar?m=2025-04&d=2025-04-10&key=k3y', { carried: { key: 'k3y' } });
    await grid();
    expect(await screen.findByText('Nothing to do on this day.')).toBeInTheDocument();
    await user.click(dayButton(/^Friday, April 11, 2025: 1 task/));
    const tips = screen.getByRole('list', { name: 'Tasks on Friday, April 11, 2025' });
    expect(within(tips).getByRole('link')).toHaveTextContent('Mulch before the heat [Tip]');
    expect(location()).toBe('/tasks/calendar?m=2025-04&d=2025-04-11&key=k3y');

    await user.click(dayButton(/^Saturday, April 12, 2025/));
    const feed = within(screen.getByRole('list', { name: 'Tasks on Saturday, April 12, 2025' })).getByRole(
      'link',
    );
    expect(feed).toHaveTextContent('FeedRose');
    expect(feed).toHaveAttribute('href', '/tasks/details/2?key=k3y');
  });

  test('a task of a shared yard is marked with its owner, and its completion names who did it', async () => {
    api.data.tasks = [
      task({ id: 20, taskType: 'Feed', commonName: 'Rose', dueDate: '2025-04-12', SharedBy: 'Ann' }),
      task({
        id: 21,
        taskType: 'Prune',
        commonName: 'Rose',
        dueDate: '2025-04-12',
        SharedBy: 'Ann',
        CompletedBy: 'Ben',
        taskStatusId: TASK_STATUS.Completed,
        dateCompleted: '2025-04-12',
      }),
      task({ id: 22, taskType: 'Stake', commonName: 'Bean', dueDate: '2025-04-12' }),
    ];
    // The gardener's saved filter shows completed tasks too.
    api.data.settings = { ...api.data.settings, sid: TASK_FILTER.Pending | TASK_FILTER.Completed };
    const user = userEvent.setup();
    renderTasks('/tasks/calendar?m=2025-04&d=2025-04-10');
    await grid();
    await user.click(dayButton(/^Saturday, April 12, 2025/));
    const links = within(
      screen.getByRole('list', { name: 'Tasks on Saturday, April 12, 2025' }),
    ).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'FeedRoseShared by Ann',
      'PruneRoseShared by AnnCompleted by Ben',
      'StakeBean',
    ]);
  });

  test('a later repeat drawn from its series says so and opens the series’ next task', async () => {
    const user = userEvent.setup();
    const series = api.data.tasks.find((task) => task.id === 7)!;
    api.data.tasks.push({ ...series, dueDate: '2025-04-23', Planned: true });
    renderTasks('/tasks/calendar?m=2025-04&d=2025-04-10');
    await grid();
    await waitFor(() => expect(dayButton(/^Wednesday, April 23, 2025/)).toHaveAccessibleName(/1 task/));
    await user.click(dayButton(/^Wednesday, April 23, 2025/));
    const planned = within(
      screen.getByRole('list', { name: 'Tasks on Wednesday, April 23, 2025' }),
    ).getByRole('link');
    expect(planned).toHaveTextContent('Check for aphids');
    expect(planned).toHaveTextContent('Planned repeat');
    expect(planned).toHaveAttribute('href', '/tasks/details/7');
  });

  test('previous and next month ask for their grids', async () => {
    const user = userEvent.setup();
    renderTasks('/tasks/calendar?m=2025-04&d=2025-04-10');
    await grid();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByText('May 2025')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls.taskQueries.at(-1)).toMatchObject({ from: '2025-04-28', to: '2025-06-08' }),
    );
    expect(location()).toBe('/tasks/calendar?m=2025-05&d=2025-05-01');
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByText('March 2025')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls.taskQueries.at(-1)).toMatchObject({ from: '2025-02-24', to: '2025-04-06' }),
    );
  });

  test('keyboard: arrow keys move between days and Enter chooses one', async () => {
    const user = userEvent.setup();
    renderTasks('/tasks/calendar?m=2025-04&d=2025-04-10');
    await grid();
    await screen.findByText('Nothing to do on this day.');
    await user.click(dayButton(/^Thursday, April 10, 2025/));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(dayButton(/^Saturday, April 12, 2025/)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('list', { name: 'Tasks on Saturday, April 12, 2025' })).toBeInTheDocument();
  });
});
