import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { THRIVE_TOOLTIPS } from '@thrive/shared/thrive';
import { setupFakeYardsApi } from '../testing/fake-yards-api';
import { renderYards } from '../testing/render-yards';
import { emptyThriveTable, THRIVE_ROWS, thriveTableRow } from '../testing/thrive-fixtures';
import { yard } from '../testing/fixtures';

const api = setupFakeYardsApi();

async function scorecard(path = '/thrive/table/0?key=k3y', identity = {}) {
  const view = renderYards(path, { carried: { key: 'k3y' }, identity });
  await screen.findByRole('table');
  return view;
}
/** The plants in the table, in the order shown. */
const plantsShown = () =>
  screen.getAllByRole('rowheader').map((cell) => cell.querySelector('.plantName')?.textContent);

describe('the Thrive Scorecard (thrive/table/{yardId})', () => {
  test('shows sun, water, freeze and overall scores with the API tooltip texts as descriptions', async () => {
    await scorecard();
    expect(screen.getByRole('button', { name: 'Sun for Hosta: Poor' })).toHaveAccessibleDescription(
      THRIVE_TOOLTIPS.sun.tooMuch,
    );
    expect(screen.getByRole('button', { name: 'Freeze for Astilbe: Poor' })).toHaveAccessibleDescription(
      THRIVE_TOOLTIPS.freeze.tooCold,
    );
    expect(screen.getByRole('button', { name: 'Overall for Hosta: Borderline' })).toHaveAccessibleDescription(
      THRIVE_TOOLTIPS.overall.borderline,
    );
    expect(screen.getByRole('button', { name: 'Water for Lavender: Good' })).toHaveAccessibleDescription(
      THRIVE_TOOLTIPS.water.good,
    );
    expect(api.calls.some((call) => call.path === 'users/42/ThriveTable/0')).toBe(true);
  });

  test('a tap on a factor opens its tip in the shared Tooltip (kept inside the screen), and Escape closes it', async () => {
    const user = userEvent.setup();
    await scorecard();
    const sun = screen.getByRole('button', { name: 'Sun for Hosta: Poor' });
    await user.click(sun);
    const tip = await screen.findByRole('tooltip');
    expect(tip).toHaveTextContent(THRIVE_TOOLTIPS.sun.tooMuch);
    // In a portal, positioned by Radix with collision padding: no table cell or screen edge cuts it.
    expect(screen.getByRole('table')).not.toContainElement(tip);
    expect(tip.parentElement).toHaveAttribute('data-radix-popper-content-wrapper');
    expect(sun).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  test("issue 17: each plant's row shows its picture (photo or drawing); one without any gets the SPEC §8 fallback", async () => {
    await scorecard();
    const pictureOf = (name: string) =>
      screen.getByRole('rowheader', { name: new RegExp(name) }).querySelector('img');
    expect(pictureOf('Lavender')).toHaveAttribute('src', '/api/Plants/2001/Illustration.svg?v=a1');
    expect(pictureOf('Hosta')).toHaveAttribute('src', '/media/hosta-thumb.jpg');
    expect(pictureOf('Astilbe')).toHaveAttribute('data-fallback', 'true');
  });

  test('summarises each yard and zone by counts of good, borderline, poor and unknown', async () => {
    await scorecard();
    const summary = screen.getByRole('region', { name: 'Summary' });
    const shady = within(within(summary).getByText('Shady corner').closest('li') as HTMLElement);
    expect(shady.getByText('1 Poor')).toBeInTheDocument();
    expect(shady.getByText('0 Good')).toBeInTheDocument();
  });

  test('sorts by overall score (needs care first) by default, and by plant or zone on request', async () => {
    const user = userEvent.setup();
    await scorecard();
    expect(plantsShown()).toEqual(['Astilbe', 'Hosta', 'Lavender']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Zone');
    expect(plantsShown()).toEqual(['Hosta', 'Lavender', 'Astilbe']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Plant');
    expect(plantsShown()).toEqual(['Astilbe', 'Hosta', 'Lavender']);
  });

  test('filters by zone and by overall score', async () => {
    const user = userEvent.setup();
    await scorecard();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Zone' }), 'Border bed');
    expect(plantsShown()).toEqual(['Hosta', 'Lavender']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Overall score' }), 'Borderline');
    expect(plantsShown()).toEqual(['Hosta']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Zone' }), 'Shady corner');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(plantsShown()).toHaveLength(3);
  });

  test('says where a struggling plant would thrive; Move here adds it there with its fertilizer, then removes it here', async () => {
    api.data.thrive.Rows[1] = thriveTableRow({ ...THRIVE_ROWS.hosta, fertilizerId: 2 });
    const user = userEvent.setup();
    await scorecard();
    const hosta = screen.getByRole('rowheader', { name: /Hosta/ }).closest('tr') as HTMLElement;
    expect(within(hosta).getByText('Would thrive in: Shady corner')).toBeInTheDocument();
    const moveHere = within(hosta).getByRole('button', { name: 'Move here (Hosta to Shady corner)' });
    // Enabled once the plant-zones, which tell where the plant already grows, are read.
    await waitFor(() => expect(moveHere).toBeEnabled());
    await user.click(moveHere);
    await waitFor(() =>
      expect(
        api.changes().filter((call) => call.method === 'POST' || call.path.includes('DeletePlantZone')),
      ).toEqual([
        { method: 'POST', path: 'users/42/TogglePlantZone/9', body: { plantId: 2002, fertilizerId: 2 } },
        { method: 'GET', path: 'users/42/DeletePlantZone/102', body: undefined },
      ]),
    );
    expect(await screen.findByText('Hosta moved to Shady corner.')).toBeInTheDocument();
  });

  test('a viewer of a shared yard is told where a plant would thrive, but offered no move', async () => {
    api.data.yards = [yard({ Sharing: { Role: 'viewer', OwnerName: 'Ann' } })];
    await scorecard('/thrive/table/5?key=k3y');
    const hosta = screen.getByRole('rowheader', { name: /Hosta/ }).closest('tr') as HTMLElement;
    expect(within(hosta).getByText('Would thrive in: Shady corner')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(hosta).queryByRole('button', { name: /Move here/ })).not.toBeInTheDocument(),
    );
  });

  test('a plant already growing in the better zone is only removed from this one', async () => {
    api.data.zonePlants.push({ ...api.data.zonePlants[1]!, Id: 150, ZoneId: 9, ZoneName: 'Shady corner' });
    const user = userEvent.setup();
    await scorecard();
    const hosta = screen.getByRole('rowheader', { name: /Hosta/ }).closest('tr') as HTMLElement;
    const moveHere = within(hosta).getByRole('button', { name: /Move here/ });
    await waitFor(() => expect(moveHere).toBeEnabled());
    await user.click(moveHere);
    await screen.findByText('Hosta moved to Shady corner.');
    expect(api.changes().some((call) => call.path.includes('TogglePlantZone'))).toBe(false);
    expect(api.changes().some((call) => call.path === 'users/42/DeletePlantZone/102')).toBe(true);
  });

  test("a zone of another yard is suggested with that yard's name (the answer's OtherZones)", async () => {
    api.data.thrive.Rows[1] = thriveTableRow({
      ...THRIVE_ROWS.hosta,
      better: [
        [9, 1],
        [21, 1],
      ],
    });
    api.data.thrive.OtherZones = [{ ZoneId: 21, ZoneName: 'Fern walk', YardId: 6, YardName: 'Back yard' }];
    await scorecard();
    const hosta = screen.getByRole('rowheader', { name: /Hosta/ }).closest('tr') as HTMLElement;
    expect(within(hosta).getByText('Would thrive in: Shady corner, Fern walk')).toBeInTheDocument();
    expect(within(hosta).getByText('(Back yard)')).toBeInTheDocument();
    expect(within(hosta).getByRole('button', { name: 'Move here (Hosta to Fern walk)' })).toBeInTheDocument();
  });

  test('"Would thrive in" names only zones where the plant scores good; better but not good zones say so with their score', async () => {
    api.data.thrive.Rows[1] = thriveTableRow({
      ...THRIVE_ROWS.hosta,
      overall: 0,
      better: [
        [9, 2],
        [21, -1],
      ],
    });
    api.data.thrive.OtherZones = [{ ZoneId: 21, ZoneName: 'Fern walk', YardId: 6, YardName: 'Back yard' }];
    await scorecard();
    const hosta = screen.getByRole('rowheader', { name: /Hosta/ }).closest('tr') as HTMLElement;
    expect(within(hosta).queryByText(/Would thrive in/)).not.toBeInTheDocument();
    expect(within(hosta).getByText('Would do better in: Shady corner, Fern walk')).toBeInTheDocument();
    expect(within(hosta).getByText('(borderline there)')).toBeInTheDocument();
    expect(within(hosta).getByText('(unknown there)')).toBeInTheDocument();
  });

  test('an answer whose row names a plant it does not list is an error with Try again, not a blank row', async () => {
    api.data.thrive.Rows.push(thriveTableRow({ plantZoneId: 104, plantId: 9999, zoneId: 8 }));
    // RTK Query logs an answer it cannot read; the screen is what this test is about.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderYards('/thrive/table/0');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The ThriveTable answer has no plant 9999.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    logged.mockRestore();
  });

  test('without plants it invites the gardener to add plants to a zone', async () => {
    api.data.thrive = emptyThriveTable();
    renderYards('/thrive/table/0');
    expect(await screen.findByText('Add plants to a zone to see how they will thrive')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my yards' })).toHaveAttribute('href', '/yards');
  });

  test('the yard picker shows one yard or all of them', async () => {
    const user = userEvent.setup();
    await scorecard();
    await screen.findByRole('option', { name: 'Front yard' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Yard' }), 'Front yard');
    expect(screen.getByTestId('location')).toHaveTextContent('/thrive/table/5?key=k3y');
    await waitFor(() => expect(api.calls.some((call) => call.path === 'users/42/ThriveTable/5')).toBe(true));
  });

  test('the ThriveScorePrompt explains the scores once; Got it clears the flag', async () => {
    const user = userEvent.setup();
    await scorecard('/thrive/table/0', { ThriveScorePrompt: true });
    const prompt = screen.getByRole('region', { name: 'How thrive scores work' });
    expect(within(prompt).getByText(THRIVE_TOOLTIPS.overall.poor)).toBeInTheDocument();
    await user.click(within(prompt).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('region', { name: 'How thrive scores work' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls.map((call) => call.path)).toContain('users/42/ToggleThriveScorePrompt/0'),
    );
  });

  test('without the flag there is no explanation panel', async () => {
    await scorecard();
    expect(screen.queryByRole('region', { name: 'How thrive scores work' })).not.toBeInTheDocument();
  });
});
