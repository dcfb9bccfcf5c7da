import { screen, waitFor, within } from '@testing-library/react';
import { selectToolbarActions, TOOLBAR_ACTIONS, yardsApi } from '@thrive/shared';
import type { YardSharing } from '@thrive/shared/contracts';
import { setupFakeTaskList } from '../testing/fake-tasks-api';
import { setupFakeYardsApi } from '../testing/fake-yards-api';
import { setupFakeWeatherApi } from '../testing/fake-weather-api';
import { yard } from '../testing/fixtures';
import { renderYards } from '../testing/render-yards';

const api = setupFakeYardsApi();
setupFakeWeatherApi(api.server);
setupFakeTaskList(api.server);

const GARDENER: YardSharing = { Role: 'gardener', OwnerName: 'Ann' };
const VIEWER: YardSharing = { Role: 'viewer', OwnerName: 'Ann' };
const shareYard = (sharing: YardSharing) => {
  api.data.yards = [yard({ IsDefault: false, IsPublic: true, Sharing: sharing })];
};
const toolbarCodes = (store: ReturnType<typeof renderYards>['store']) =>
  selectToolbarActions(store.getState()).map((action) => action.code);

/** The yard's own controls, which only its owner sees. */
const OWNER_ONLY_BUTTONS = ['Share', 'Copy yard', 'Transfer yard', 'Make private', 'Change station'];

describe('a shared yard is marked wherever yards are listed', () => {
  test('in the yard list, for a gardener', async () => {
    shareYard(GARDENER);
    renderYards('/yards');
    const card = (await screen.findByRole('link', { name: 'Front yard' })).closest('li') as HTMLElement;
    expect(within(card).getByText('Shared by Ann · you garden here')).toBeInTheDocument();
  });

  test('on the dashboard, for a viewer', async () => {
    shareYard(VIEWER);
    renderYards('/dashboard');
    const card = (await screen.findByRole('link', { name: 'Front yard' })).closest('li') as HTMLElement;
    expect(within(card).getByText('Shared by Ann · view only')).toBeInTheDocument();
  });

  test("in the yard page's header", async () => {
    shareYard(VIEWER);
    renderYards('/yards/view/5');
    await screen.findByRole('heading', { name: 'Front yard' });
    expect(screen.getByText('Shared by Ann · view only')).toBeInTheDocument();
  });

  test("the reader's own yards carry no marker", async () => {
    renderYards('/yards');
    await screen.findByRole('link', { name: 'Front yard' });
    expect(screen.queryByText(/^Shared by/)).not.toBeInTheDocument();
  });
});

describe('a viewer of a shared yard sees no control that changes it', () => {
  beforeEach(() => shareYard(VIEWER));

  test('on the yard page: no toolbar, no owner controls, no station choice; the members can be seen', async () => {
    const { store } = renderYards('/yards/view/5');
    await screen.findByRole('heading', { name: 'Front yard' });
    await screen.findByRole('link', { name: 'Border bed' });
    await screen.findByText('Weather and frost dates');
    expect(toolbarCodes(store)).toEqual([]);
    for (const name of OWNER_ONLY_BUTTONS)
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Members' })).toBeInTheDocument();
    // Reading stays: the scorecard.
    expect(screen.getByRole('link', { name: /Thrive Scorecard/ })).toBeInTheDocument();
  });

  test('on a yard without zones: no "Add a zone"', async () => {
    api.data.zones = [];
    renderYards('/yards/view/5');
    expect(await screen.findByText('This yard has no zones yet')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add a zone' })).not.toBeInTheDocument();
  });

  test('on the zone page: no toolbar, no add, copy, fertilizer choice, health check or remove', async () => {
    const { store } = renderYards('/zones/view/8', { identity: { AccessLandscaping: true } });
    await screen.findByRole('heading', { name: 'Border bed' });
    await screen.findByText('Lavender');
    // The zone's yard is read to know the role (until then nothing shows either): after it.
    await waitFor(() => expect(yardsApi.endpoints.getYard.select(5)(store.getState()).isSuccess).toBe(true));
    expect(toolbarCodes(store)).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Add plants' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy zone' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Check the health/ })).not.toBeInTheDocument();
    expect(screen.getAllByText(/^Fertilizer: /).length).toBe(2);
  });
});

describe('a gardener of a shared yard changes its garden, not the yard itself', () => {
  beforeEach(() => shareYard(GARDENER));

  test('on the yard page: only "Add a zone" in the toolbar, no owner controls', async () => {
    const { store } = renderYards('/yards/view/5');
    await screen.findByRole('link', { name: 'Border bed' });
    await screen.findByText('Weather and frost dates');
    expect(toolbarCodes(store)).toEqual([TOOLBAR_ACTIONS.Add]);
    for (const name of OWNER_ONLY_BUTTONS)
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Members' })).toBeInTheDocument();
  });

  test('on the zone page: add, edit, delete, copy, fertilizer and remove are there', async () => {
    const { store } = renderYards('/zones/view/8');
    await screen.findByText('Lavender');
    expect(await screen.findByRole('link', { name: 'Add plants' })).toBeInTheDocument();
    expect(toolbarCodes(store)).toEqual([TOOLBAR_ACTIONS.Add, TOOLBAR_ACTIONS.Edit, TOOLBAR_ACTIONS.Delete]);
    expect(screen.getByRole('button', { name: 'Copy zone' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Fertilizer for Lavender' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Lavender' })).toBeInTheDocument();
  });
});

test("the owner sees the yard's own controls and all of the toolbar", async () => {
  api.data.yards = [yard({ IsPublic: true })];
  const { store } = renderYards('/yards/view/5');
  await screen.findByRole('link', { name: 'Border bed' });
  expect(await screen.findByRole('button', { name: 'Change station' })).toBeInTheDocument();
  for (const name of OWNER_ONLY_BUTTONS) expect(screen.getByRole('button', { name })).toBeInTheDocument();
  expect(toolbarCodes(store)).toEqual([TOOLBAR_ACTIONS.Add, TOOLBAR_ACTIONS.Edit, TOOLBAR_ACTIONS.Delete]);
});

describe('a form the role may not send is not offered, even from a typed address', () => {
  test('a gardener opening the yard edit page', async () => {
    shareYard(GARDENER);
    renderYards('/yards/edit/5');
    expect(await screen.findByText('Only Ann can edit Front yard')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Yard name/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Front yard' })).toHaveAttribute('href', '/yards/view/5');
  });

  test('a viewer opening the zone edit or new zone page', async () => {
    shareYard(VIEWER);
    const { unmount } = renderYards('/zones/edit/8');
    expect(await screen.findByText('Only Ann can change the zones of Front yard')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save zone' })).not.toBeInTheDocument();
    unmount();
    renderYards('/zones/create/5');
    expect(await screen.findByText('Only Ann can add zones to Front yard')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add zone' })).not.toBeInTheDocument();
  });
});

describe('a member reads whose choices the yard’s settings are', () => {
  test('rule: the zone the owner chose says so by the owner’s name, not “you”', async () => {
    api.data.yards = [yard({ Sharing: GARDENER, HardinessZoneId: 12, HardinessZoneManual: true })];
    renderYards('/yards/view/5');
    await screen.findByRole('heading', { name: 'Front yard' });
    expect(await screen.findByText(/\(chosen by Ann\)$/)).toBeInTheDocument();
    expect(screen.queryByText(/chosen by you/)).not.toBeInTheDocument();
  });

  test('rule: a zone from the ZIP code is the yard’s, not the member’s', async () => {
    api.data.yards = [yard({ Sharing: VIEWER, HardinessZoneId: 12, HardinessZoneManual: false })];
    renderYards('/yards/view/5');
    await screen.findByRole('heading', { name: 'Front yard' });
    expect(await screen.findByText(/\(from the yard’s ZIP code\)$/)).toBeInTheDocument();
  });
});
