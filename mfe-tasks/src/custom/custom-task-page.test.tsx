import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localToday, selectHeaderTitle } from '@thrive/shared';
import { setupFakeTasksApi } from '../testing/fake-tasks-api';
import { renderTasks } from '../testing/render-tasks';
import { zonePlant } from '../testing/task-fixtures';
import { CUSTOM_TASK_SAVED } from './custom-task-form';
import { REPEAT_DAYS_MESSAGE } from './custom-task-draft';

const api = setupFakeTasksApi();
const location = () => screen.getByTestId('location').textContent;
const form = () => screen.findByRole('form', { name: 'Your task' });

describe('tasks/custom/new and tasks/custom/:id: a task of the gardener’s own', () => {
  test('the gardener picks the zone when the plant grows in several; validation says what is missing', async () => {
    const user = userEvent.setup();
    const { store } = renderTasks('/tasks/custom/new?pid=11');
    await form();
    expect(selectHeaderTitle(store.getState())).toBe('Add a Task');
    const zone = screen.getByRole('combobox', { name: /Zone of the Tomato/ });
    expect(
      within(zone)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a zone', 'Back bed', 'Greenhouse']);
    expect(screen.getByRole('textbox', { name: /^Date/ })).toHaveValue(localToday());

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(zone).toHaveAccessibleDescription('Choose the plant (and its zone) the task is for.');
    const what = screen.getByRole('textbox', { name: /What to do/ });
    expect(what).toHaveAccessibleDescription('Please enter what to do.');
    expect(zone).toHaveFocus();
    expect(api.calls.customSaves).toEqual([]);
  });

  test('a flagged field’s message stays while it is wrong and goes once it is right', async () => {
    const user = userEvent.setup();
    renderTasks('/tasks/custom/new?pid=11');
    await form();
    await user.click(screen.getByRole('radio', { name: 'Repeat' }));
    const every = screen.getByRole('spinbutton', { name: 'Every how many days' });
    await user.clear(every);
    await user.type(every, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const zone = screen.getByRole('combobox', { name: /Zone of the Tomato/ });
    const what = screen.getByRole('textbox', { name: /What to do/ });
    expect(what).toHaveAccessibleDescription('Please enter what to do.');
    expect(every).toHaveAccessibleDescription(REPEAT_DAYS_MESSAGE);

    await user.type(what, 'Pinch the side shoots');
    expect(what).toHaveAttribute('aria-invalid', 'false');
    expect(what).not.toHaveAccessibleDescription('Please enter what to do.');
    await user.clear(every);
    expect(every).toHaveAccessibleDescription(REPEAT_DAYS_MESSAGE);
    await user.type(every, '10');
    expect(every).toHaveAttribute('aria-invalid', 'false');
    await user.selectOptions(zone, 'Greenhouse');
    expect(zone).toHaveAttribute('aria-invalid', 'false');
    expect(api.calls.customSaves).toEqual([]);
  });

  test('saves a repeating task and goes back (here: to the list), with a success toast', async () => {
    const user = userEvent.setup();
    renderTasks('/tasks/custom/new?pid=11&pzid=42');
    await form();
    expect(screen.getByRole('combobox', { name: /Zone of the Tomato/ })).toHaveValue('42');
    await user.type(screen.getByRole('textbox', { name: /What to do/ }), 'Pinch the side shoots');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind of care' }), 'Pest control');
    await user.click(screen.getByRole('radio', { name: 'Repeat' }));
    const every = screen.getByRole('spinbutton', { name: 'Every how many days' });
    await user.clear(every);
    await user.type(every, '10');
    const start = screen.getByRole('textbox', { name: /Start date/ });
    await user.clear(start);
    await user.type(start, '2025-05-01');
    await user.type(screen.getByRole('textbox', { name: /End date/ }), '2025-08-31');
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Morning is best.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.calls.customSaves).toEqual([
        {
          Id: 0,
          PlantZoneId: 42,
          TaskType: 'Pinch the side shoots',
          CareCategoryId: 5,
          StartDate: '2025-05-01',
          RepeatEveryDays: 10,
          EndDate: '2025-08-31',
          Notes: 'Morning is best.',
        },
      ]),
    );
    await waitFor(() => expect(location()).toBe('/tasks'));
    const done = await screen.findByText(CUSTOM_TASK_SAVED, { selector: '.thrive-toast-message' });
    expect(done.closest('.notistack-MuiContent-success')).not.toBeNull();
  });

  test('a plant in one zone needs no choice; a one-off task repeats every 0 days', async () => {
    const user = userEvent.setup();
    renderTasks('/tasks/custom/new?pid=12');
    await form();
    expect(screen.getByText(/in Front border/)).toHaveTextContent('For Rose in Front border');
    expect(screen.queryByRole('combobox', { name: /Zone/ })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /What to do/ }), 'Deadhead');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.calls.customSaves).toEqual([
        expect.objectContaining({
          PlantZoneId: 43,
          RepeatEveryDays: 0,
          EndDate: null,
          StartDate: localToday(),
        }),
      ]),
    );
  });

  test('a plant in none of the gardener’s zones says so', async () => {
    renderTasks('/tasks/custom/new?pid=99');
    expect(await screen.findByText('This plant is not in any of your zones yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add the plant to a zone' })).toHaveAttribute(
      'href',
      '/plants/details/99',
    );
  });

  test('plants of a yard shared with the gardener are offered when they may change its garden, not as a viewer (SPEC sharing roles)', async () => {
    const shared = (Id: number, Role: 'gardener' | 'viewer') => ({
      ...api.data.yards[0]!,
      Id,
      Name: `Ann's ${Role} yard`,
      IsDefault: false,
      Sharing: { Role, OwnerName: 'Ann' },
    });
    api.data.yards.push(shared(32, 'gardener'), shared(33, 'viewer'));
    api.data.zonePlants.push(
      zonePlant({ Id: 51, YardId: 32, ZoneId: 60, ZoneName: 'Ann’s bed', PlantId: 12, CommonName: 'Rose' }),
      zonePlant({ Id: 52, YardId: 33, ZoneId: 61, ZoneName: 'Ann’s pots', PlantId: 12, CommonName: 'Rose' }),
    );
    renderTasks('/tasks/custom/new?pid=12');
    await form();
    const zone = screen.getByRole('combobox', { name: /Zone of the Rose/ });
    expect(
      within(zone)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a zone', 'Front border', 'Ann’s bed']);
  });

  test('edits one of the gardener’s own rules and goes back to them', async () => {
    const user = userEvent.setup();
    const { store } = renderTasks('/tasks/custom/70');
    await form();
    expect(selectHeaderTitle(store.getState())).toBe('Edit Task');
    const what = screen.getByRole('textbox', { name: /What to do/ });
    expect(what).toHaveValue('Check for aphids');
    expect(screen.getByRole('radio', { name: 'Repeat' })).toBeChecked();
    await user.clear(what);
    await user.type(what, 'Check for aphids and ants');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.calls.customSaves).toEqual([
        expect.objectContaining({
          Id: 70,
          PlantZoneId: 41,
          TaskType: 'Check for aphids and ants',
          RepeatEveryDays: 7,
        }),
      ]),
    );
    await waitFor(() => expect(location()).toBe('/tasks/custom'));
  });
});

describe('tasks/custom: the gardener’s own tasks', () => {
  test('lists them with their rhythm, each to change, and offers to add one', async () => {
    const { store } = renderTasks('/tasks/custom?key=k3y', { carried: { key: 'k3y' } });
    const list = await screen.findByRole('list', { name: 'Your own tasks' });
    expect(selectHeaderTitle(store.getState())).toBe('My Own Tasks');
    const rule = within(list).getByRole('listitem');
    expect(rule).toHaveTextContent('Check for aphids');
    expect(rule).toHaveTextContent('Tomato · Back bed');
    expect(rule).toHaveTextContent('Every 7 days from Apr 2, 2025');
    expect(rule).toHaveTextContent('Next: Apr 16, 2025');
    expect(within(rule).getByRole('link', { name: 'Change Check for aphids' })).toHaveAttribute(
      'href',
      '/tasks/custom/70?key=k3y',
    );
    expect(screen.getByRole('link', { name: 'Add a task' })).toHaveAttribute(
      'href',
      '/tasks/custom/new?key=k3y',
    );
  });
});
