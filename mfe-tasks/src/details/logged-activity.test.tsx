import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { PlantActivity } from '@thrive/shared/contracts';
import { setupFakeTasksApi } from '../testing/fake-tasks-api';
import { renderTasks } from '../testing/render-tasks';
import { ACTIVITY_REMOVED, LOGGED_ACTIVITY_TITLE } from './logged-activity';

const api = setupFakeTasksApi();

const PRUNED: PlantActivity = {
  Id: 77,
  PlantId: 11,
  PlantZoneId: 41,
  ZoneName: 'Back bed',
  CareCategoryId: 4,
  CareCategory: 'Pruning',
  Notes: 'Took out the suckers.',
  DoneOn: '2025-04-03',
  TaskId: 4,
  CreatedAt: '2025-04-03T18:00:00Z',
};

const openCompletedTask = () => renderTasks('/tasks/details/4?key=k3y', { carried: { key: 'k3y' } });

describe('tasks/details/:id: what completing the task logged (GET Users/{uid}/PlantActivity/{id}/)', () => {
  test('a completed task shows its care log entry, read by id, and links to the plant’s care log', async () => {
    api.data.loggedActivities = { 4: PRUNED };
    openCompletedTask();
    const card = await screen.findByRole('region', { name: LOGGED_ACTIVITY_TITLE });
    await waitFor(() => expect(card).toHaveTextContent('What was donePruning'));
    expect(card).toHaveTextContent('Done onApr 3, 2025');
    expect(card).toHaveTextContent('WhereBack bed');
    expect(card).toHaveTextContent('NotesTook out the suckers.');
    expect(within(card).getByRole('link', { name: /whole care log/ })).toHaveAttribute(
      'href',
      '/plants/details/11?key=k3y',
    );
  });

  test('the entry changed on the plant’s page shows as it is now', async () => {
    api.data.loggedActivities = { 4: { ...PRUNED, Notes: 'Suckers and one dead cane.' } };
    openCompletedTask();
    const card = await screen.findByRole('region', { name: LOGGED_ACTIVITY_TITLE });
    await waitFor(() => expect(card).toHaveTextContent('Suckers and one dead cane.'));
  });

  test('an entry deleted from the care log says so', async () => {
    api.data.loggedActivities = { 4: PRUNED };
    api.server.use(
      http.get('/api/Users/:uid/PlantActivity/:id/', () =>
        HttpResponse.json({ message: 'There is no such activity.' }, { status: 404 }),
      ),
    );
    openCompletedTask();
    const card = await screen.findByRole('region', { name: LOGGED_ACTIVITY_TITLE });
    expect(await within(card).findByText(ACTIVITY_REMOVED)).toBeInTheDocument();
  });

  test('a failed load shows the server’s message with a way to try again', async () => {
    api.data.loggedActivities = { 4: PRUNED };
    api.server.use(
      http.get('/api/Users/:uid/PlantActivity/:id/', () =>
        HttpResponse.json({ message: 'The care log is resting.' }, { status: 500 }),
      ),
    );
    openCompletedTask();
    const card = await screen.findByRole('region', { name: LOGGED_ACTIVITY_TITLE });
    expect(await within(card).findByRole('alert')).toHaveTextContent('The care log is resting.');
    expect(within(card).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  test('a task that logged nothing has no such section', async () => {
    renderTasks('/tasks/details/1');
    await screen.findByRole('region', { name: /^Water deeply/ });
    expect(screen.queryByRole('region', { name: LOGGED_ACTIVITY_TITLE })).not.toBeInTheDocument();
  });
});
