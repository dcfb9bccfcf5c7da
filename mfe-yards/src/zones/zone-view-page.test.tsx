import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOOLBAR_ACTIONS, toolbarActionClicked, yardsApi } from '@thrive/shared';
import { THRIVE_TOOLTIPS } from '@thrive/shared/thrive';
import { setupFakeYardsApi } from '../testing/fake-yards-api';
import { setupFakeWeatherApi } from '../testing/fake-weather-api';
import { renderYards } from '../testing/render-yards';

const api = setupFakeYardsApi();
// Screens of this file end on the yard view, which shows the yard's frost dates too.
setupFakeWeatherApi(api.server);
const location = () => screen.getByTestId('location');

async function zoneView(identity: { AccessLandscaping?: boolean } = { AccessLandscaping: true }) {
  const view = renderYards('/zones/view/8?key=k3y', { carried: { key: 'k3y' }, identity });
  await screen.findByRole('heading', { name: 'Border bed' });
  await screen.findByText('Lavender');
  return view;
}

describe('the zone view (SPEC §2.4 zones/view)', () => {
  test('lists the plants with a placeholder picture, names and the overall score with its tooltip', async () => {
    await zoneView();
    expect(screen.getByText('Lavandula angustifolia')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Overall for Lavender: Good' })).toHaveAccessibleDescription(
      THRIVE_TOOLTIPS.overall.good,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  test("each plant links to its health check (images/health with the plant-zone id), keeping the session's parameters", async () => {
    await zoneView();
    expect(screen.getByRole('link', { name: 'Check the health of Lavender' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/images\/health\?pz=101&key=k3y$/),
    );
  });

  test('changing the fertilizer calls UpdatePlantZone for that plant', async () => {
    const user = userEvent.setup();
    await zoneView();
    const select = screen.getByRole('combobox', { name: 'Fertilizer for Lavender' });
    await within(select).findByRole('option', { name: 'Balanced all-purpose (10-10-10)' });
    await user.selectOptions(select, 'Balanced all-purpose (10-10-10)');
    await waitFor(() =>
      expect(api.changes()).toEqual([
        { method: 'POST', path: 'users/42/UpdatePlantZone/101', body: { fertilizerId: 1 } },
      ]),
    );
    expect(await screen.findByText('The fertilizer was saved.')).toBeInTheDocument();
  });

  test('remove asks first, then calls DeletePlantZone', async () => {
    const user = userEvent.setup();
    await zoneView();
    await user.click(screen.getByRole('button', { name: 'Remove Lavender' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Remove Lavender from this zone?')).toBeInTheDocument();
    expect(api.changes()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(api.changes()).toEqual([
        { method: 'GET', path: 'users/42/DeletePlantZone/101', body: undefined },
      ]),
    );
  });

  test('Add plants links to the plant search for this zone with the carried parameters', async () => {
    await zoneView();
    expect(screen.getByRole('link', { name: 'Add plants' })).toHaveAttribute(
      'href',
      '/plants/search?zid=8&key=k3y',
    );
  });

  test('delete from the toolbar asks first, deletes the zone and goes back to its yard', async () => {
    const user = userEvent.setup();
    const { store } = await zoneView();
    act(() => {
      store.dispatch(toolbarActionClicked(TOOLBAR_ACTIONS.Delete));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Warning!!!' });
    expect(api.changes()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(location()).toHaveTextContent('/yards/view/5?key=k3y'));
    expect(api.changes()).toEqual([{ method: 'DELETE', path: 'users/42/zone/8', body: undefined }]);
    expect(api.linkClicks()).toEqual([{ UserId: 42, LinkClick: 26 }]);
  });

  test('issue: after the delete the zone view is left first, then the zone is dropped from the cache: it is never read again', async () => {
    const user = userEvent.setup();
    const { store } = await zoneView();
    act(() => {
      store.dispatch(toolbarActionClicked(TOOLBAR_ACTIONS.Delete));
    });
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(location()).toHaveTextContent('/yards/view/5?key=k3y'));
    // Its yard shows its zones, read again: the deleted one is gone.
    const remaining = await screen.findByRole('link', { name: 'Shady corner' });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Border bed' })).not.toBeInTheDocument());
    expect(remaining).toBeInTheDocument();
    const after = api.requestsAfter('DELETE users/42/zone/8');
    expect(after).toContain('GET users/42/zonelisting/5');
    expect(after.filter((request) => /\/(zone|ZonePlants)\/8\b/.test(request))).toEqual([]);
    const state = store.getState();
    expect(yardsApi.endpoints.getZone.select(8)(state).status).toBe('uninitialized');
    expect(yardsApi.endpoints.getZonePlants.select({ zoneId: 8 })(state).status).toBe('uninitialized');
  });

  test('edit from the toolbar goes to the zone form (link kind 25)', async () => {
    const { store } = await zoneView();
    act(() => {
      store.dispatch(toolbarActionClicked(TOOLBAR_ACTIONS.Edit));
    });
    expect(location()).toHaveTextContent('/zones/edit/8?key=k3y');
    await waitFor(() => expect(api.linkClicks()).toEqual([{ UserId: 42, LinkClick: 25 }]));
  });

  test('copy makes a copy of the zone and goes to it (link kind 27)', async () => {
    const user = userEvent.setup();
    await zoneView();
    await user.click(screen.getByRole('button', { name: 'Copy zone' }));
    await waitFor(() => expect(location()).toHaveTextContent('/zones/view/91?key=k3y'));
    expect(api.changes()).toEqual([{ method: 'GET', path: 'users/42/CopyZone/8', body: undefined }]);
    expect(api.linkClicks()).toEqual([{ UserId: 42, LinkClick: 27 }]);
  });

  test('thrive and landscape record their link kinds (24, 28); landscape starts a design from the zone', async () => {
    const user = userEvent.setup();
    await zoneView();
    expect(screen.getByRole('link', { name: 'Landscape design' })).toHaveAttribute(
      'href',
      '/styles/designs/new?zone=8&key=k3y',
    );
    await user.click(screen.getByRole('link', { name: 'Thrive Scorecard' }));
    expect(location()).toHaveTextContent('/thrive/table/5?key=k3y');
    await waitFor(() => expect(api.linkClicks()).toEqual([{ UserId: 42, LinkClick: 24 }]));
  });

  test('issue: the zone links to its care tasks (the task list), keeping the session parameters', async () => {
    await zoneView();
    expect(screen.getByRole('link', { name: 'Care tasks' })).toHaveAttribute('href', '/tasks?key=k3y');
  });

  test('SPEC §6 AccessLandscaping: without it the zone offers no landscape design', async () => {
    await zoneView({ AccessLandscaping: false });
    expect(screen.queryByRole('link', { name: 'Landscape design' })).not.toBeInTheDocument();
  });

  test('a zone without plants invites to find some', async () => {
    api.data.zonePlants = [];
    renderYards('/zones/view/8');
    expect(await screen.findByText('No plants in this zone yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find plants to add' })).toHaveAttribute(
      'href',
      '/plants/search?zid=8',
    );
  });
});

describe('the zone listing', () => {
  test('groups the zones of every yard under their yard', async () => {
    api.data.zones.push({
      ...api.data.zones[0]!,
      Id: 12,
      YardId: 6,
      YardName: 'Allotment',
      Name: 'Bean rows',
    });
    renderYards('/zones');
    const allotment = await screen.findByRole('region', { name: 'Allotment' });
    expect(within(allotment).getByRole('link', { name: 'Bean rows' })).toBeInTheDocument();
    const front = screen.getByRole('region', { name: 'Front yard' });
    expect(
      within(front)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Border bed', 'Shady corner']);
  });
});
