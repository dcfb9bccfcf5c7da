import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addDays,
  localToday,
  selectFilterPanelOpen,
  selectHeaderTitle,
  selectToolbarActions,
  toolbarActionClicked,
  TOOLBAR_ACTIONS,
  type AppStore,
  type ToolbarActionCode,
} from '@thrive/shared';
import { setupFakeTasksApi } from '../testing/fake-tasks-api';
import { task } from '../testing/task-fixtures';
import { renderTasks } from '../testing/render-tasks';

const api = setupFakeTasksApi();
const list = () => screen.findByRole('list', { name: 'Tasks' });
const titles = async () =>
  within(await list())
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const location = () => screen.getByTestId('location').textContent;
/** The list's own queries, without the week's (from/to) that counts what is due this week. */
const listQueries = () => api.calls.taskQueries.filter((query) => !query.from);
/** What the shell's header does when one of its toolbar actions is clicked. */
const clickHeader = (store: AppStore, code: ToolbarActionCode) =>
  act(() => {
    store.dispatch(toolbarActionClicked(code));
  });

describe('tasks: the task list page (SPEC §2.8, §3, §9)', () => {
  test('SPEC §3 task list defaults: i 0, c 20, s DueDate ASC, sid 10, sd 1, pd 7 (and td, the device’s day)', async () => {
    const { store } = renderTasks('/tasks');
    expect(screen.getByRole('heading', { name: 'Tasks', level: 2 })).toBeInTheDocument();
    expect(selectHeaderTitle(store.getState())).toBe('Tasks');
    await list();
    expect(listQueries()).toEqual([
      {
        pid: '0',
        zid: '0',
        yid: '0',
        pd: '7',
        sd: '1',
        sid: '10',
        s: 'DueDate ASC',
        fid: '0',
        i: '0',
        c: '20',
        td: localToday(),
      },
    ]);
  });

  test('shows pending tasks and tips by due date, with where the dates come from', async () => {
    renderTasks('/tasks');
    // The fake's "today" is the device's: only the order and the filter matter here.
    expect(await titles()).toEqual(expect.arrayContaining(['Water deeply', 'Mulch before the heat [Tip]']));
    expect(await titles()).not.toContain('Prune');
    expect(
      await screen.findByText(
        'Dates for Demo backyard: last frost about Apr 3, first frost about Nov 4 — NOAA normals of RALEIGH DURHAM INTL AP',
      ),
    ).toBeInTheDocument();
  });

  test('the header gets the Filter action, and Apply and Clear while the panel is open', async () => {
    const { store } = renderTasks('/tasks');
    await list();
    expect(selectToolbarActions(store.getState()).map((action) => action.code)).toEqual([
      TOOLBAR_ACTIONS.Filter,
    ]);
    clickHeader(store, TOOLBAR_ACTIONS.Filter);
    expect(selectFilterPanelOpen(store.getState())).toBe(true);
    await waitFor(() =>
      expect(selectToolbarActions(store.getState()).map((action) => action.code)).toEqual([
        TOOLBAR_ACTIONS.Filter,
        TOOLBAR_ACTIONS.Apply,
        TOOLBAR_ACTIONS.Clear,
      ]),
    );
  });

  test('the panel changes the query and is saved for the gardener', async () => {
    const user = userEvent.setup();
    const { store } = renderTasks('/tasks');
    await list();
    await user.click(screen.getByRole('button', { name: 'Sort & filter' }));
    const panel = screen.getByRole('complementary', { name: 'Sort & Filter' });
    await user.click(within(panel).getByRole('checkbox', { name: 'Show Completed' }));
    await user.click(within(panel).getByRole('tab', { name: 'Sort By' }));
    await user.click(within(panel).getByRole('radio', { name: 'Plant Name' }));
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    expect(selectFilterPanelOpen(store.getState())).toBe(false);
    await waitFor(() => expect(api.calls.sortFilterSaves).toHaveLength(1));
    expect(api.calls.sortFilterSaves[0]).toMatchObject({
      sid: 11,
      s: 'CommonName ASC',
      sd: 1,
      pd: 7,
      fid: 0,
    });
    await waitFor(() =>
      expect(listQueries().at(-1)).toMatchObject({ sid: '11', s: 'CommonName ASC', i: '0' }),
    );
    expect(await titles()).toContain('Prune');
    expect(screen.getByRole('button', { name: 'Sort & filter (2 changed)' })).toBeInTheDocument();
    expect(api.calls.ddpdtToggles).toBe(0);
  });

  test('the choices are remembered: the list asks with the saved ones at once', async () => {
    api.data.settings = { ...api.data.settings, sid: 4, s: 'ZoneName ASC' };
    renderTasks('/tasks');
    expect(await titles()).toEqual(['Divide']);
    expect(listQueries()).toHaveLength(1);
    expect(listQueries()[0]).toMatchObject({ sid: '4', s: 'ZoneName ASC' });
  });

  test('hiding past-due tasks (DDPDT) goes through its toggle; Clear brings the defaults back', async () => {
    const user = userEvent.setup();
    const { store } = renderTasks('/tasks');
    expect(await titles()).toContain('Water deeply');
    await user.click(screen.getByRole('button', { name: 'Sort & filter' }));
    const panel = screen.getByRole('complementary', { name: 'Sort & Filter' });
    await user.click(within(panel).getByRole('tab', { name: 'Other' }));
    await user.click(within(panel).getByRole('switch', { name: 'Hide past-due tasks' }));
    // The header's Apply does what the panel's does.
    clickHeader(store, TOOLBAR_ACTIONS.Apply);
    await waitFor(() => expect(api.calls.ddpdtToggles).toBe(1));
    await waitFor(async () => expect(await titles()).not.toContain('Water deeply'));

    clickHeader(store, TOOLBAR_ACTIONS.Filter);
    clickHeader(store, TOOLBAR_ACTIONS.Clear);
    await waitFor(() => expect(api.calls.ddpdtToggles).toBe(2));
    expect(api.calls.sortFilterSaves.at(-1)).toMatchObject({
      sid: 10,
      s: 'DueDate ASC',
      sd: 1,
      pd: 7,
      fid: 0,
    });
    await waitFor(async () => expect(await titles()).toContain('Water deeply'));
  });

  test('bulk complete with a date sends {notes, plantId: 1, dateCompleted} and the list refreshes', async () => {
    const user = userEvent.setup();
    renderTasks('/tasks');
    await list();
    await user.click(screen.getByRole('checkbox', { name: 'Select Water deeply for Tomato' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Feed for Rose' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Completed');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    const dialog = screen.getByRole('dialog', { name: 'Date Completed' });
    await user.click(within(dialog).getByRole('button', { name: 'Enter' }));
    await waitFor(() =>
      expect(api.calls.bulkUpdates).toEqual([{ notes: '1,2', plantId: 1, dateCompleted: localToday() }]),
    );
    // SPEC §4: the list refreshes: done tasks leave the default (pending) list.
    await waitFor(async () => expect(await titles()).not.toContain('Feed'));
    expect(api.calls.taskQueries.length).toBeGreaterThan(1);
  });

  test('a grouped task (one kind, one zone, one day) names its plants and is completed by its one id', async () => {
    api.data.tasks = [
      task({
        id: 30,
        taskType: 'Clean up diseased debris',
        commonName: 'Black-eyed Susan, Panicle Hydrangea and 4 more',
        zoneName: 'Sunny border',
        dueDate: localToday(),
        GroupTaskIds: [30, 31, 32, 33, 34, 35],
        Plants: ['Black-eyed Susan', 'Panicle Hydrangea', 'Purple Coneflower', 'Tomato', 'Hosta', 'Basil'],
      }),
    ];
    const user = userEvent.setup();
    renderTasks('/tasks');
    expect(await titles()).toEqual(['Clean up diseased debris']);
    const row = within(await list()).getByRole('listitem');
    expect(row).toHaveTextContent('Black-eyed Susan, Panicle Hydrangea and 4 more');
    expect(row).toHaveTextContent('Sunny border');
    await user.click(
      screen.getByRole('checkbox', {
        name: 'Select Clean up diseased debris for Black-eyed Susan, Panicle Hydrangea and 4 more',
      }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Completed');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Date Completed' })).getByRole('button', { name: 'Enter' }),
    );
    // The server completes the group's six tasks for the one id (tasks/task-groups.ts).
    await waitFor(() =>
      expect(api.calls.bulkUpdates).toEqual([{ notes: '30', plantId: 1, dateCompleted: localToday() }]),
    );
  });

  test('says how many tasks are due this week, from their due dates and the device’s today', async () => {
    const today = localToday();
    const inDays = (days: number) => addDays(today, days);
    api.data.tasks = [
      task({ id: 40, taskType: 'Water', dueDate: today }),
      task({ id: 41, taskType: 'Feed', dueDate: inDays(3) }),
      task({ id: 42, taskType: 'Stake', dueDate: inDays(6) }),
      task({ id: 43, taskType: 'Divide', dueDate: inDays(7) }),
      task({ id: 44, taskType: 'Prune', dueDate: inDays(-2), ispastdue: true }),
    ];
    renderTasks('/tasks');
    expect(await screen.findByText('3 tasks due this week')).toBeInTheDocument();
    expect(api.calls.taskQueries).toContainEqual(
      expect.objectContaining({ from: today, to: inDays(6), sid: '2', td: today }),
    );
  });

  test('SPEC §8: bulk status failure toast', async () => {
    api.data.bulkCode = 3;
    const user = userEvent.setup();
    renderTasks('/tasks');
    await list();
    await user.click(screen.getByRole('checkbox', { name: 'Select Feed for Rose' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Skip');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(
      await screen.findByText('An error has occurred while processing your request.'),
    ).toBeInTheDocument();
  });

  test('SPEC §4 paginator: "N of M", the page in the address, back to 0 when the total changes', async () => {
    api.data.tasks = Array.from({ length: 25 }, (_, n) =>
      task({ id: 100 + n, taskType: `Task ${String(n).padStart(2, '0')}`, dueDate: localToday() }),
    );
    const user = userEvent.setup();
    renderTasks('/tasks?key=k3y', { carried: { key: 'k3y' } });
    expect(await titles()).toHaveLength(20);
    expect(screen.getByText('1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(async () => expect(await titles()).toHaveLength(5));
    expect(listQueries().at(-1)).toMatchObject({ i: '1', c: '20' });
    expect(location()).toBe('/tasks?key=k3y&i=1');

    // Two tasks done elsewhere: the total changes and the list goes back to its first page.
    await user.click(screen.getByRole('checkbox', { name: 'Select Task 20 for Tomato' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Skip');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(location()).toBe('/tasks?key=k3y'));
    expect(await screen.findByText('1 of 2')).toBeInTheDocument();
  });

  test('says so when there is nothing to do, and offers more days', async () => {
    api.data.tasks = [];
    const { store } = renderTasks('/tasks');
    expect(await screen.findByText('No tasks in the next 7 days.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show more days' }));
    expect(selectFilterPanelOpen(store.getState())).toBe(true);
  });

  test('a failed load shows the server’s message and can be tried again', async () => {
    api.data.failList = true;
    const user = userEvent.setup();
    renderTasks('/tasks');
    expect(await screen.findByRole('alert')).toHaveTextContent('The tasks are resting.');
    api.data.failList = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await titles()).toContain('Water deeply');
  });

  test('links to the calendar view and the gardener’s own tasks', async () => {
    renderTasks('/tasks?key=k3y', { carried: { key: 'k3y' } });
    const nav = screen.getByRole('navigation', { name: 'Task views' });
    expect(within(nav).getByRole('link', { name: 'Calendar' })).toHaveAttribute(
      'href',
      '/tasks/calendar?key=k3y',
    );
    expect(within(nav).getByRole('link', { name: 'My own tasks' })).toHaveAttribute(
      'href',
      '/tasks/custom?key=k3y',
    );
    expect(within(nav).getByRole('link', { name: 'List' })).toHaveAttribute('aria-current', 'page');
    await list();
  });
});
