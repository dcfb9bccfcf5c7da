import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { THRIVE_TOOLTIPS } from '@thrive/shared/thrive';
import { setupFakeYardsApi } from '../testing/fake-yards-api';
import { renderYards } from '../testing/render-yards';
import { emptyThriveTable } from '../testing/thrive-fixtures';
import { yard, zonePlant } from '../testing/fixtures';
import { setupFakeTaskList } from '../testing/fake-tasks-api';
import { localToday } from '@thrive/shared';

const api = setupFakeYardsApi();
const tasks = setupFakeTaskList(api.server);

describe('the dashboard', () => {
  test('shows its title at once, while the yards load', async () => {
    renderYards('/dashboard');
    expect(screen.getByRole('heading', { level: 2, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Loading your yards…')).toHaveAttribute('aria-busy', 'true');
    await screen.findByRole('link', { name: 'Front yard' });
  });

  test('a gardener without yards is invited to set up the first one', async () => {
    api.data.yards = [];
    api.data.thrive = emptyThriveTable();
    renderYards('/dashboard?key=k3y', { carried: { key: 'k3y' } });
    expect(await screen.findByRole('heading', { name: 'Set up your first yard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up my yard' })).toHaveAttribute(
      'href',
      '/yards/setup?key=k3y',
    );
  });

  test('a gardener with yards sees each yard with its zone and plant counts', async () => {
    renderYards('/dashboard');
    const yard = (await screen.findByRole('link', { name: 'Front yard' })).closest('li') as HTMLElement;
    expect(await within(yard).findByText('2 zones · 3 plants')).toBeInTheDocument();
    expect(within(yard).getByText('Raleigh, NC')).toBeInTheDocument();
  });

  test("each yard card shows its yard's score summary bar and pictures of its own plants (issue 17)", async () => {
    api.data.yards = [yard(), yard({ Id: 6, Name: 'Back yard', IsDefault: false, ZoneCount: 1 })];
    api.data.thrive.Yards.push({
      YardId: 6,
      YardName: 'Back yard',
      HardinessZoneId: 14,
      Good: 0,
      Borderline: 0,
      Poor: 0,
      Unknown: 1,
    });
    api.data.zonePlants.push(
      zonePlant({ Id: 301, PlantId: 4001, ZoneId: 12, YardId: 6, CommonName: 'Tomato' }),
    );
    renderYards('/dashboard');
    const front = (await screen.findByRole('link', { name: 'Front yard' })).closest('li') as HTMLElement;
    expect(
      await within(front).findByRole('img', { name: 'Thrive scores: 1 Good, 1 Borderline, 1 Poor' }),
    ).toBeInTheDocument();
    const pictures = await within(front).findByRole('list', { name: 'Plants in Front yard' });
    expect(
      within(pictures)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Lavender', 'Hosta']);
    expect(within(front).getByText('2 zones · 3 plants')).toBeInTheDocument();

    const back = screen.getByRole('link', { name: 'Back yard' }).closest('li') as HTMLElement;
    expect(within(back).getByRole('img', { name: 'Thrive scores: 1 Unknown' })).toBeInTheDocument();
    const backPictures = await within(back).findByRole('list', { name: 'Plants in Back yard' });
    expect(
      within(backPictures)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Tomato']);
    expect([...api.plantReads].sort()).toEqual([
      'users/42/ZonePlants/0?yid=5',
      'users/42/ZonePlants/0?yid=6',
    ]);
  });

  test('a yard without plants says "No plants yet" and shows no pictures; one without zones asks for none', async () => {
    api.data.yards = [yard({ ZoneCount: 1 }), yard({ Id: 7, Name: 'Patio', IsDefault: false, ZoneCount: 0 })];
    api.data.thrive = emptyThriveTable();
    api.data.zonePlants = [];
    renderYards('/dashboard');
    const front = (await screen.findByRole('link', { name: 'Front yard' })).closest('li') as HTMLElement;
    expect(await within(front).findByText('No plants yet')).toBeInTheDocument();
    expect(within(front).getByText('1 zone · 0 plants')).toBeInTheDocument();
    expect(within(front).queryByRole('list', { name: 'Plants in Front yard' })).not.toBeInTheDocument();
    const patio = screen.getByRole('link', { name: 'Patio' }).closest('li') as HTMLElement;
    expect(within(patio).getByText('No plants yet')).toBeInTheDocument();
    expect(api.plantReads.filter((path) => path.endsWith('yid=7'))).toEqual([]);
  });

  test('lists the plants needing attention (poor or borderline) with their tooltip and a scorecard link', async () => {
    renderYards('/dashboard');
    const list = within(await screen.findByRole('region', { name: 'Plants needing attention' }));
    expect(await list.findByText(THRIVE_TOOLTIPS.overall.poor, { selector: 'p' })).toBeInTheDocument();
    expect(list.getByText(THRIVE_TOOLTIPS.overall.borderline, { selector: 'p' })).toBeInTheDocument();
    expect(list.getByRole('button', { name: 'Overall for Astilbe: Poor' })).toHaveAccessibleDescription(
      THRIVE_TOOLTIPS.overall.poor,
    );
    expect(list.queryByText('Lavender')).not.toBeInTheDocument();
    expect(list.getByRole('link', { name: 'See the scorecard for Hosta' })).toHaveAttribute(
      'href',
      '/thrive/table/5',
    );
  });

  test("a failed load shows the server's message", async () => {
    api.server.use(
      http.get('/api/users/:uid/yards', () =>
        HttpResponse.json({ message: 'The garden is resting.' }, { status: 503 }),
      ),
    );
    renderYards('/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent('The garden is resting.');
  });

  describe('This week', () => {
    test('asks for the pending tasks of the next 7 days and the past due: sd 1, pd 7, sid 2, with td', async () => {
      renderYards('/dashboard');
      const week = await screen.findByRole('region', { name: 'This week' });
      await within(week).findByRole('link', { name: 'Water for Lavender' });
      expect(tasks.queries).toHaveLength(1);
      expect(Object.fromEntries(tasks.queries[0]!)).toEqual({
        sd: '1',
        pd: '7',
        sid: '2',
        s: 'DueDate ASC',
        c: '5',
        td: localToday(),
      });
    });

    test('lists each task with its plant and zone, linked to its details with the carried parameters', async () => {
      renderYards('/dashboard?key=k3y', { carried: { key: 'k3y' } });
      const week = await screen.findByRole('region', { name: 'This week' });
      const water = await within(week).findByRole('link', { name: 'Water for Lavender' });
      expect(water).toHaveAttribute('href', '/tasks/details/501?key=k3y');
      expect(water.closest('li')).toHaveTextContent('Lavender · Border bed');
      expect(within(week).getByRole('link', { name: 'Prune for Hosta' }).closest('li')).toHaveTextContent(
        'Past due: May 3, 2025',
      );
      expect(within(week).getByRole('link', { name: 'See all tasks' })).toHaveAttribute(
        'href',
        '/tasks?key=k3y',
      );
    });

    test('says when nothing is due', async () => {
      tasks.data.page = { ...tasks.data.page, Items: [], TotalRows: 0 };
      renderYards('/dashboard');
      const week = await screen.findByRole('region', { name: 'This week' });
      expect(
        await within(week).findByText('Nothing is due this week. Enjoy your garden!'),
      ).toBeInTheDocument();
    });

    test('a gardener without yards sees no This week and nothing is asked for', async () => {
      api.data.yards = [];
      renderYards('/dashboard');
      await screen.findByRole('heading', { name: 'Set up your first yard' });
      expect(screen.queryByRole('region', { name: 'This week' })).not.toBeInTheDocument();
      expect(tasks.queries).toHaveLength(0);
    });
  });
});
