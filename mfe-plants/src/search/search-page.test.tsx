import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  selectPlantRequestDialogOpen,
  selectToolbarActions,
  STORAGE_KEYS,
  TOOLBAR_ACTIONS,
  toolbarActionClicked,
} from '@thrive/shared';
import { manyPlants } from '../testing/fixtures';
import { setupFakePlantsApi } from '../testing/fake-plants-api';
import { renderPlants } from '../testing/render-plants';

const api = setupFakePlantsApi();
const location = () => screen.getByTestId('location');
const lastSearch = () => api.searches().at(-1);

type Store = ReturnType<typeof renderPlants>['store'];

function openFilters(store: Store) {
  act(() => {
    store.dispatch(toolbarActionClicked(TOOLBAR_ACTIONS.Filter));
  });
  return screen.getByRole('form', { name: /Search filters/ });
}

/** Opens a folded filter section and ticks a box in it. */
async function tick(
  user: ReturnType<typeof userEvent.setup>,
  form: HTMLElement,
  section: string,
  box: string,
) {
  const summary = within(form).getByText(section, { selector: 'summary' });
  const details = summary.closest('details') as HTMLDetailsElement;
  if (!details.open) await user.click(summary);
  await user.click(within(details).getByRole('checkbox', { name: box }));
}

async function searchFor(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(screen.getByRole('combobox', { name: 'Search plants' }), text);
  await waitFor(() => expect(lastSearch()?.k).toBe(text));
}

describe('plant search (SPEC §2.3 Plant ID & Search)', () => {
  test('before any search it invites the gardener and offers popular categories', async () => {
    renderPlants('/plants/search?m=1&key=k3y', { carried: { key: 'k3y' } });
    expect(screen.getByRole('heading', { name: 'Plant ID & Search' })).toBeInTheDocument();
    expect(screen.getByText('Find plants for your garden')).toBeInTheDocument();
    const popular = await screen.findByRole('list', { name: 'Popular categories' });
    expect(within(popular).getByRole('link', { name: 'Herbs' })).toHaveAttribute(
      'href',
      '/plants/search?cid=2&key=k3y',
    );
    expect(api.searches()).toEqual([]);
  });

  test('typing searches (debounced) with the text and shows the results and their count', async () => {
    const user = userEvent.setup();
    renderPlants('/plants/search');
    await searchFor(user, 'lav');
    expect(api.searches()).toHaveLength(1);
    expect(lastSearch()).toMatchObject({ i: 0, c: 25, k: 'lav', s: 'Relevance', zid: 0 });
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(within(results).getByRole('link', { name: 'Lavender' })).toHaveAttribute(
      'href',
      '/plants/details/7',
    );
    expect(screen.getByText('1 plant')).toHaveAttribute('role', 'status');
    expect(location()).toHaveTextContent('/plants/search?k=lav');
  });

  test('the sort is sent and kept', async () => {
    const user = userEvent.setup();
    renderPlants('/plants/search?k=a');
    await waitFor(() => expect(lastSearch()?.k).toBe('a'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Name, Z to A');
    await waitFor(() => expect(lastSearch()?.s).toBe('CommonName DESC'));
  });

  test('every filter group of the slider ends up in the request body', async () => {
    const user = userEvent.setup();
    const { store } = renderPlants('/plants/search?k=a', { identity: { YardCount: 1 } });
    await waitFor(() => expect(lastSearch()?.k).toBe('a'));
    const form = openFilters(store);
    await tick(user, form, 'Sun', 'Full Sun');
    await tick(user, form, 'Water', 'Dry');
    await tick(user, form, 'Categories', 'Herbs');
    await tick(user, form, 'Flower time', 'Early Summer');
    await tick(user, form, 'Leaf retention', 'Evergreen');
    await tick(user, form, 'Attracts', 'Bees');
    await tick(user, form, 'Resistant to', 'Deer');
    await tick(user, form, 'Tolerates', 'Drought');
    await tick(user, form, 'Avoid plants that are', 'Toxic to Cats');
    await user.click(within(form).getByText('Hardiness', { selector: 'summary' }));
    await user.click(await within(form).findByRole('radio', { name: 'Hardy in my yard' }));
    expect(within(form).getByRole('combobox', { name: 'Yard' })).toHaveValue('5');
    await user.click(within(form).getByText('Adult height', { selector: 'summary' }));
    await user.type(within(form).getByRole('textbox', { name: 'Adult height From' }), '1');
    await user.type(within(form).getByRole('textbox', { name: 'Adult height To' }), '3');
    await user.click(within(form).getByText('Adult spread', { selector: 'summary' }));
    await user.type(within(form).getByRole('textbox', { name: 'Adult spread To' }), '60');
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Adult spread Unit' }),
      'centimetres',
    );
    await user.click(within(form).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(api.searches()).toHaveLength(2));
    expect(lastSearch()).toMatchObject({
      k: 'a',
      i: 0,
      SunRequirementsIds: [6],
      WaterRequirementsIds: [1],
      Categories: [2],
      FlowerTimes: [3],
      LeafRetentions: [2],
      Attracants: [3],
      Resistances: [1],
      Tolerances: [1],
      Poisonous: [2],
      YardId: 5,
      ZipCode: '',
      AdultHeight: { Min: 1, Max: 3, Unit: 'ft' },
      AdultSpread: { Min: null, Max: 60, Unit: 'cm' },
    });
    expect(store.getState().ui.filterPanelOpen).toBe(false);
    expect(screen.getByRole('button', { name: 'Filters (12 on)' })).toBeInTheDocument();
    expect(selectToolbarActions(store.getState())[0]).toEqual({
      code: TOOLBAR_ACTIONS.Filter,
      label: 'Filters (12 on)',
    });
  });

  test('hardiness by ZIP code with a radius; a wrong ZIP is refused before any call', async () => {
    const user = userEvent.setup();
    const { store } = renderPlants('/plants/search?k=a');
    await waitFor(() => expect(lastSearch()?.k).toBe('a'));
    const form = openFilters(store);
    await user.click(within(form).getByText('Hardiness', { selector: 'summary' }));
    expect(within(form).queryByRole('radio', { name: 'Hardy in my yard' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('radio', { name: 'Hardy at a ZIP code' }));
    await user.type(within(form).getByRole('textbox', { name: 'ZIP code' }), '972');
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Hardiness: A ZIP code is 5 digits.');
    expect(api.searches()).toHaveLength(1);
    await user.type(within(form).getByRole('textbox', { name: 'ZIP code' }), '01');
    await user.click(within(form).getByRole('checkbox', { name: 'Hardy in the whole area around it' }));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Within' }), '50 miles');
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(api.searches()).toHaveLength(2));
    expect(lastSearch()).toMatchObject({ YardId: 0, ZipCode: '97201', IsRadiusSelected: true, Radius: 50 });
  });

  test('a filter message stays while the filter is still wrong and goes as soon as it is right', async () => {
    const user = userEvent.setup();
    const { store } = renderPlants('/plants/search?k=a');
    await waitFor(() => expect(lastSearch()?.k).toBe('a'));
    const form = openFilters(store);
    await user.click(within(form).getByText('Hardiness', { selector: 'summary' }));
    await user.click(within(form).getByRole('radio', { name: 'Hardy at a ZIP code' }));
    const zip = within(form).getByRole('textbox', { name: 'ZIP code' });
    await user.type(zip, '972');
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Hardiness: A ZIP code is 5 digits.');
    await user.type(zip, '0');
    expect(within(form).getByRole('alert')).toHaveTextContent('Hardiness: A ZIP code is 5 digits.');
    await user.type(zip, '1');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(api.searches()).toHaveLength(1);
  });

  test('the filters are kept in browser storage across visits; Clear clears them', async () => {
    const user = userEvent.setup();
    const first = renderPlants('/plants/search');
    const form = openFilters(first.store);
    await tick(user, form, 'Water', 'Wet');
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(lastSearch()?.WaterRequirementsIds).toEqual([5]));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.plantSearchFilter) ?? '{}')).toMatchObject({
      WaterRequirementsIds: [5],
    });
    first.unmount();

    renderPlants('/plants/search');
    expect(await screen.findByRole('button', { name: 'Filters (1 on)' })).toBeInTheDocument();
    await waitFor(() => expect(api.searches()).toHaveLength(2));
    expect(lastSearch()?.WaterRequirementsIds).toEqual([5]);
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(localStorage.getItem(STORAGE_KEYS.plantSearchFilter)).toBeNull();
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.getByText('Find plants for your garden')).toBeInTheDocument();
  });

  test('Clear in the slider drops every filter and closes it', async () => {
    const user = userEvent.setup();
    localStorage.setItem(
      STORAGE_KEYS.plantSearchFilter,
      JSON.stringify({ SunRequirementsIds: [6], Tolerances: [2], s: 'CommonName ASC' }),
    );
    const { store } = renderPlants('/plants/search?k=o');
    await waitFor(() => expect(lastSearch()).toMatchObject({ SunRequirementsIds: [6], Tolerances: [2] }));
    const form = openFilters(store);
    expect(within(form).getByRole('checkbox', { name: 'Full Sun' })).toBeChecked();
    await user.click(within(form).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(lastSearch()).toMatchObject({ SunRequirementsIds: [], Tolerances: [] }));
    expect(store.getState().ui.filterPanelOpen).toBe(false);
  });

  test('the toolbar switches between the list and the grid', async () => {
    const { store } = renderPlants('/plants/search?k=o');
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(results).toHaveAttribute('data-view', 'list');
    expect(selectToolbarActions(store.getState())).toContainEqual({
      code: TOOLBAR_ACTIONS.GridView,
      label: 'Grid view',
    });
    act(() => {
      store.dispatch(toolbarActionClicked(TOOLBAR_ACTIONS.GridView));
    });
    expect(screen.getByRole('list', { name: 'Search results' })).toHaveAttribute('data-view', 'grid');
    expect(selectToolbarActions(store.getState())).toContainEqual({
      code: TOOLBAR_ACTIONS.ListView,
      label: 'List view',
    });
    act(() => {
      store.dispatch(toolbarActionClicked(TOOLBAR_ACTIONS.ListView));
    });
    expect(screen.getByRole('list', { name: 'Search results' })).toHaveAttribute('data-view', 'list');
  });

  test('pages of 25 with the paginator', async () => {
    const user = userEvent.setup();
    api.data.plants = manyPlants(30);
    renderPlants('/plants/search?k=plant');
    const pages = await screen.findByRole('navigation', { name: 'Result pages' });
    expect(pages).toHaveTextContent('1 of 2');
    expect(screen.getByText('30 plants')).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastSearch()?.i).toBe(1));
    expect(await screen.findByRole('link', { name: 'Plant 26' })).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(location()).toHaveTextContent('i=1');
  });

  test('no result says so and offers Request a New Plant, which opens the shell dialog', async () => {
    const user = userEvent.setup();
    const { store } = renderPlants('/plants/search?k=zzz');
    expect(await screen.findByText('No plants match “zzz”.')).toBeInTheDocument();
    expect(screen.getByText('0 plants')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request a New Plant' }));
    expect(selectPlantRequestDialogOpen(store.getState())).toBe(true);
  });

  test('search users do not get Request a New Plant (SPEC §2.4: not in their menu either)', async () => {
    renderPlants('/plants/search?k=zzz', { identity: { GotoSearch: true } });
    expect(await screen.findByText('No plants match “zzz”.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request a New Plant' })).not.toBeInTheDocument();
  });

  test("the server's 400 message shows next to the filters", async () => {
    const user = userEvent.setup();
    api.data.searchRefusal = 'There is no ZIP code 00000.';
    const { store } = renderPlants('/plants/search?k=a');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no ZIP code 00000.');
    expect(screen.getByText('Change the filters to search again.')).toBeInTheDocument();
    const form = openFilters(store);
    expect(within(form).getByRole('alert')).toHaveTextContent('There is no ZIP code 00000.');
    await user.click(within(form).getByRole('button', { name: 'Clear' }));
  });

  test('another failure shows its message with Try again', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { http, HttpResponse } = await import('msw');
    api.server.use(
      http.post('/api/users/0/PlantSearch/', () =>
        fail ? HttpResponse.json({ message: 'The search is resting.' }, { status: 503 }) : undefined,
      ),
    );
    renderPlants('/plants/search?k=lav');
    expect(await screen.findByRole('alert')).toHaveTextContent('The search is resting.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Lavender' })).toBeInTheDocument();
  });

  test('a category from the categories page becomes the Categories filter', async () => {
    renderPlants('/plants/search?cid=2&key=k3y');
    await waitFor(() => expect(lastSearch()?.Categories).toEqual([2]));
    expect(await screen.findByRole('link', { name: 'Rosemary' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/plants/search?key=k3y');
    expect(location()).not.toHaveTextContent('cid');
  });

  test('inside the shell the filters go into its sort & filter panel, which shows at once (0 ms)', async () => {
    const frame = document.createElement('aside');
    const panel = document.createElement('div');
    panel.id = 'sort-filter-panel';
    frame.append(panel);
    document.body.append(frame);
    try {
      const { store, unmount } = renderPlants('/plants/search');
      // Set before the first opening, so that one does not slide either.
      expect(frame.style.getPropertyValue('--thrive-menu-animation')).toBe('0ms');
      openFilters(store);
      expect(within(panel).getByRole('form', { name: /Search filters/ })).toBeInTheDocument();
      unmount();
      expect(frame.style.getPropertyValue('--thrive-menu-animation')).toBe('');
    } finally {
      frame.remove();
    }
  });

  test('Close leaves the slider without applying; it opens again with the applied filters', async () => {
    const user = userEvent.setup();
    const { store } = renderPlants('/plants/search');
    let form = openFilters(store);
    await tick(user, form, 'Sun', 'Full Sun');
    await user.click(within(form).getByRole('button', { name: 'Close filters' }));
    expect(store.getState().ui.filterPanelOpen).toBe(false);
    expect(api.searches()).toEqual([]);
    form = openFilters(store);
    expect(within(form).getByRole('checkbox', { name: 'Full Sun' })).not.toBeChecked();
  });

  test('the slider closes when the gardener scrolls the page (SPEC §4)', () => {
    const { store } = renderPlants('/plants/search');
    openFilters(store);
    expect(store.getState().ui.filterPanelOpen).toBe(true);
    act(() => {
      fireEvent.wheel(window);
      fireEvent.scroll(window);
    });
    expect(store.getState().ui.filterPanelOpen).toBe(false);
  });
});

describe('adding plants to a zone (plants/search?zid=...)', () => {
  test('names the zone, lists the plants that thrive there with their scores, and adds one', async () => {
    const user = userEvent.setup();
    renderPlants('/plants/search?zid=8&key=k3y', { identity: { YardCount: 1 }, carried: { key: 'k3y' } });
    expect(await screen.findByText('Border bed')).toBeInTheDocument();
    await waitFor(() => expect(lastSearch()).toMatchObject({ zid: 8 }));
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(within(results).getByRole('button', { name: 'Overall for Lavender: Good' })).toBeInTheDocument();
    expect(within(results).getByRole('link', { name: 'Lavender' })).toHaveAttribute(
      'href',
      '/plants/details/7?zid=8&key=k3y',
    );
    await user.click(within(results).getByRole('button', { name: 'Add to zone (Lavender to Border bed)' }));
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path.startsWith('users/42/TogglePlantZone'))).toEqual([
        { method: 'POST', path: 'users/42/TogglePlantZone/8', body: { plantId: 7, fertilizerId: 0 } },
      ]),
    );
    expect(
      await within(results).findByRole('button', { name: /^In zone \(Lavender is in Border bed/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the zone' })).toHaveAttribute(
      'href',
      '/zones/view/8?key=k3y',
    );
  });

  test('"Only plants that thrive in this zone" can be turned off; scores are still shown', async () => {
    const user = userEvent.setup();
    const { store } = renderPlants('/plants/search?zid=8&k=o', { identity: { YardCount: 1 } });
    await waitFor(() => expect(lastSearch()).toMatchObject({ zid: 8 }));
    await screen.findByText('Border bed');
    const form = openFilters(store);
    const only = within(form).getByRole('checkbox', {
      name: 'Only plants that thrive in this zone (Border bed)',
    });
    expect(only).toBeChecked();
    await user.click(only);
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(lastSearch()).toMatchObject({ zid: 0, k: 'o' }));
    const results = await screen.findByRole('list', { name: 'Search results' });
    await within(results).findByRole('link', { name: 'Hosta' });
    expect(within(results).getByRole('button', { name: /^Overall for Hosta: / })).toBeInTheDocument();
  });

  test('Clear filters turns "only plants that thrive here" off as well', async () => {
    const user = userEvent.setup();
    renderPlants('/plants/search?zid=8&k=o', { identity: { YardCount: 1 } });
    await waitFor(() => expect(lastSearch()).toMatchObject({ zid: 8 }));
    await user.click(await screen.findByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastSearch()).toMatchObject({ zid: 0, k: 'o' }));
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });

  test('a gardener without yards gets no zone toggle: the zid is ignored', async () => {
    renderPlants('/plants/search?zid=8&k=lav', { identity: { YardCount: 0, GotoSearch: true } });
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(lastSearch()).toMatchObject({ zid: 0 });
    expect(within(results).queryByRole('button', { name: /zone/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Border bed')).not.toBeInTheDocument();
  });
});
