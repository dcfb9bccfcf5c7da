import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupFakePlantDetailsApi } from '../testing/fake-plant-details-api';
import { openSection } from '../testing/fold-sections';
import { renderPlants } from '../testing/render-plants';
import { renderWithTasksArea, TASKS_AREA } from '../testing/render-with-tasks-area';
import { zoneScore } from '../testing/plant-details-fixtures';
import { rememberOpen } from './fold-memory';

const api = setupFakePlantDetailsApi();

async function careTasks() {
  const section = await openSection('Care tasks');
  await within(section).findByRole('button', { name: 'Add a care task' });
  return section;
}

const asked = (part: string) => api.calls.filter((call) => call.path.includes(part));

describe('the plant’s care tasks (Users/{uid}/PlantUserTask/{id}/)', () => {
  test('lists what is coming (past due marked), what was done and the gardener’s own repeating tasks', async () => {
    renderPlants('/plants/details/7?key=k3y', { carried: { key: 'k3y' } });
    const section = await careTasks();
    const coming = await within(section).findByRole('list', { name: 'Coming up for Lavender' });
    const late = within(coming).getByRole('link', { name: 'Cut back for Lavender' });
    expect(late).toHaveAttribute('href', '/tasks/details/602?key=k3y');
    expect(late.closest('li')).toHaveTextContent('Past due: Apr 20, 2025');
    expect(
      within(coming).getByRole('link', { name: 'Water deeply for Lavender' }).closest('li'),
    ).toHaveTextContent('Shady corner');
    const done = within(section).getByRole('list', { name: 'Recently completed for Lavender' });
    expect(within(done).getByRole('listitem')).toHaveTextContent('Completed: Apr 28, 2025');
    const own = within(section).getByRole('list', { name: 'My own tasks for this plant' });
    expect(within(own).getByRole('listitem')).toHaveTextContent('Deadhead spent spikes');
    expect(within(own).getByRole('listitem')).toHaveTextContent('Shady corner · Every 14 days');
    expect(within(own).getByRole('listitem')).toHaveTextContent('Next: May 15, 2025');
    expect(asked('PlantUserTask').map((call) => call.path)).toEqual(['Users/42/PlantUserTask/7/']);
  });

  test('Add a care task records link kind 35 and goes to tasks/custom/new?pid=… with its planting and the carried parameters', async () => {
    const user = userEvent.setup();
    renderWithTasksArea('/plants/details/7?key=k3y', { carried: { key: 'k3y' } });
    await user.click(within(await careTasks()).getByRole('button', { name: 'Add a care task' }));
    expect(await screen.findByText(TASKS_AREA)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/tasks/custom/new?pid=7&pzid=301&key=k3y');
    await waitFor(() => expect(api.linkKinds()).toContain(35));
  });

  test('with the plant in two zones and none to go by, the new task names only the plant', async () => {
    const user = userEvent.setup();
    api.data.scorecard = [zoneScore({ PlantZoneId: 300 }), zoneScore({ ZoneId: 9, PlantZoneId: 301 })];
    renderWithTasksArea('/plants/details/7');
    await user.click(within(await careTasks()).getByRole('button', { name: 'Add a care task' }));
    expect(await screen.findByText(TASKS_AREA)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/tasks\/custom\/new\?pid=7$/);
  });

  test('a plant in no zone of the gardener’s says so and offers adding it to a zone instead', async () => {
    const user = userEvent.setup();
    api.data.scorecard = [zoneScore()];
    api.data.plantTasks = { Upcoming: [], Completed: [], CustomTasks: [] };
    renderPlants('/plants/details/7');
    const section = await openSection('Care tasks', user);
    expect(
      await within(section).findByText(
        'You have not planted Lavender in any of your zones yet. Add it to a zone and its care tasks will appear here.',
      ),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Add a care task' })).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Add it to a zone' }));
    expect(screen.getByRole('heading', { name: 'How it will do in your zones' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Add to zone Border bed' })).toBeInTheDocument();
  });

  test('a failing tasks call shows its message in the section and leaves the rest of the page', async () => {
    api.server.use(
      http.get('/api/Users/:uid/PlantUserTask/:id/', () =>
        HttpResponse.json({ message: 'The task list is resting.' }, { status: 503 }),
      ),
    );
    renderPlants('/plants/details/7');
    const section = await openSection('Care tasks');
    expect(await within(section).findByRole('alert')).toHaveTextContent('The task list is resting.');
    expect(screen.getByRole('region', { name: 'Care tips' })).toBeInTheDocument();
  });

  test('SPEC §2.4: a search user (GotoSearch) sees no care tasks and no care log, and none is asked for', async () => {
    // Left open earlier this session: a gardener's page would ask for both at once.
    rememberOpen('care-tasks', true);
    rememberOpen('care-log', true);
    renderPlants('/plants/details/7', { identity: { GotoSearch: true } });
    await screen.findByRole('heading', { level: 2, name: 'Lavender' });
    await screen.findByRole('region', { name: 'Suggested companions' });
    expect(screen.queryByRole('region', { name: 'Care tasks' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Care log' })).not.toBeInTheDocument();
    expect(asked('PlantUserTask')).toEqual([]);
    expect(asked('PlantActivities')).toEqual([]);
  });

  test('a visitor who is not signed in sees no care tasks, no care log and no suggestion', async () => {
    renderPlants('/plants/details/7', { identity: null });
    // The details are the gardener's (Users/{uid}/Plant): signed out, the page cannot show them.
    await screen.findByRole('alert');
    expect(screen.queryByRole('region', { name: 'Care tasks' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Care log' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suggest a correction' })).not.toBeInTheDocument();
    expect(asked('PlantUserTask')).toEqual([]);
  });
});
