import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  selectFilterPanelOpen,
  selectToolbarActions,
  STORAGE_KEYS,
  TOOLBAR_ACTIONS,
  toolbarActionClicked,
} from '@thrive/shared';
import { setupFakeStylesApi } from '../testing/fake-styles-api';
import { manyStyles } from '../testing/style-fixtures';
import { renderStyles } from '../testing/render-styles';

const api = setupFakeStylesApi();
const lastSearch = () => api.searches().at(-1);
const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.landscapeDesignFilter) ?? 'null');
type Store = ReturnType<typeof renderStyles>['store'];
type User = ReturnType<typeof userEvent.setup>;

function openFiltersFromHeader(store: Store) {
  act(() => {
    store.dispatch(toolbarActionClicked(TOOLBAR_ACTIONS.Filter));
  });
  return screen.getByRole('form', { name: /Style filters/ });
}

/** Opens a folded filter section and ticks a box in it (once its choices have loaded). */
async function tick(user: User, form: HTMLElement, section: string, box: string) {
  const summary = within(form).getByText(section, { selector: 'summary' });
  const details = summary.closest('details') as HTMLDetailsElement;
  if (!details.open) await user.click(summary);
  await user.click(await within(details).findByRole('checkbox', { name: box }));
}

const cardNames = async () =>
  within(await screen.findByRole('list', { name: 'Landscape styles' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('landscape styles list (SPEC §1 browse landscape styles)', () => {
  test('shows each style as a card: plan, name linking to the style, a line and the profile chips', async () => {
    renderStyles('/styles?key=k3y', { carried: { key: 'k3y' } });
    expect(screen.getByRole('heading', { level: 2, name: 'Landscape styles' })).toBeInTheDocument();
    expect(await cardNames()).toEqual(['Cottage Garden', 'Woodland Shade', 'Xeriscape']);
    expect(screen.getByText('3 styles')).toHaveAttribute('role', 'status');
    const card = screen.getByRole('article', { name: 'Cottage Garden' });
    expect(within(card).getByRole('img', { name: 'Planting plan of Cottage Garden' })).toHaveAttribute(
      'src',
      '/api/LandscapeStyles/3/Plan.svg?v=abc',
    );
    expect(within(card).getByRole('link', { name: 'Cottage Garden' })).toHaveAttribute(
      'href',
      '/styles/3?key=k3y',
    );
    expect(within(card).getByText('A relaxed, abundant mix of flowers and herbs.')).toBeInTheDocument();
    const chips = within(card).getByRole('list', { name: 'Profile of Cottage Garden' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Sun: Full Sun, Part Sun', 'Water: Medium', 'Zones: 5a to 7b', 'Effort: Low']);
    expect(lastSearch()?.toString()).toBe('s=Name+ASC&i=0&c=25');
  });

  test('typing searches the name and description (debounced), and the sort is sent', async () => {
    const user = userEvent.setup();
    renderStyles('/styles');
    await cardNames();
    await user.type(screen.getByRole('searchbox', { name: 'Search styles' }), 'shade');
    await waitFor(() => expect(lastSearch()?.get('k')).toBe('shade'));
    expect(api.searches().filter((params) => params.get('k'))).toHaveLength(1);
    await waitFor(async () => expect(await cardNames()).toEqual(['Woodland Shade']));
    await user.clear(screen.getByRole('searchbox', { name: 'Search styles' }));
    // The unfiltered list is still in the cache: it comes back without a call.
    await waitFor(async () => expect(await cardNames()).toHaveLength(3));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Most plants');
    await waitFor(() => expect(lastSearch()?.get('s')).toBe('PlantCount DESC'));
    await waitFor(async () => expect((await cardNames())[0]).toBe('Woodland Shade'));
  });

  test('the header’s Filter action opens the panel; Apply sends the lists as comma lists and keeps them', async () => {
    const user = userEvent.setup();
    const { store } = renderStyles('/styles');
    await cardNames();
    expect(selectToolbarActions(store.getState())).toEqual([
      { code: TOOLBAR_ACTIONS.Filter, label: 'Filters' },
    ]);
    const form = openFiltersFromHeader(store);
    // While the panel is open the header offers Apply (11) and Clear (12) too (SPEC §2.5).
    expect(selectToolbarActions(store.getState()).map((action) => action.code)).toEqual([
      TOOLBAR_ACTIONS.Filter,
      TOOLBAR_ACTIONS.Apply,
      TOOLBAR_ACTIONS.Clear,
    ]);
    await tick(user, form, 'Hardiness zone', '7a');
    await tick(user, form, 'Hardiness zone', '7b');
    await tick(user, form, 'Sun', 'Full Shade');
    await tick(user, form, 'Attracts', 'Bees');
    // Growth rate, effort and cost offer what the styles have.
    await tick(user, form, 'Effort', 'Medium');
    expect(within(form).getByRole('group', { name: 'Cost' })).toHaveTextContent(
      '$ (under $15)$$ ($15 to $50)',
    );
    expect(api.searches()).toHaveLength(1); // a draft until Apply
    await user.click(within(form).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(lastSearch()?.get('hz')).toBe('13,14'));
    expect(lastSearch()?.get('sr')).toBe('1');
    expect(lastSearch()?.get('at')).toBe('3');
    expect(lastSearch()?.get('ef')).toBe('2');
    expect(lastSearch()?.has('wr')).toBe(false);
    expect(selectFilterPanelOpen(store.getState())).toBe(false);
    await waitFor(async () => expect(await cardNames()).toEqual(['Woodland Shade']));
    expect(screen.getByRole('button', { name: 'Filters (4 on)' })).toBeInTheDocument();
    expect(stored()).toEqual({
      k: '',
      s: 'Name ASC',
      hz: '13,14',
      sr: '1',
      wr: '',
      gr: '',
      ef: '2',
      at: '3',
      co: '',
    });
  });

  test('the filter, text and sort come back from browser storage on the next visit (SPEC §9)', async () => {
    const user = userEvent.setup();
    const first = renderStyles('/styles');
    await cardNames();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const form = screen.getByRole('form', { name: /Style filters/ });
    await tick(user, form, 'Water', 'Dry');
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(lastSearch()?.get('wr')).toBe('1'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Name, Z to A');
    await waitFor(() => expect(lastSearch()?.get('s')).toBe('Name DESC'));
    first.unmount();

    const before = api.searches().length;
    renderStyles('/styles');
    expect(await cardNames()).toEqual(['Xeriscape']);
    expect(api.searches()).toHaveLength(before + 1);
    expect(lastSearch()?.get('wr')).toBe('1');
    expect(lastSearch()?.get('s')).toBe('Name DESC');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Name DESC');
    expect(screen.getByRole('button', { name: 'Filters (1 on)' })).toBeInTheDocument();
  });

  test('a stored filter the contract refuses is ignored', async () => {
    localStorage.setItem(STORAGE_KEYS.landscapeDesignFilter, JSON.stringify({ hz: 'north,south' }));
    renderStyles('/styles');
    expect(await cardNames()).toHaveLength(3);
    expect(lastSearch()?.has('hz')).toBe(false);
  });

  test('Clear in the panel drops the lists and the stored filter', async () => {
    const user = userEvent.setup();
    localStorage.setItem(STORAGE_KEYS.landscapeDesignFilter, JSON.stringify({ k: 'garden', co: '2' }));
    const { store } = renderStyles('/styles');
    await waitFor(() => expect(lastSearch()?.get('co')).toBe('2'));
    expect(screen.getByRole('searchbox', { name: 'Search styles' })).toHaveValue('garden');
    const form = openFiltersFromHeader(store);
    expect(within(form).getByText('Cost', { selector: 'summary' })).toHaveTextContent('(1 chosen)');
    await user.click(within(form).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(lastSearch()?.has('co')).toBe(false));
    expect(lastSearch()?.has('k')).toBe(false);
    expect(stored()).toBeNull();
    expect(screen.getByRole('searchbox', { name: 'Search styles' })).toHaveValue('');
    expect(await cardNames()).toHaveLength(3);
  });

  test('the header’s Apply submits the panel’s draft', async () => {
    const user = userEvent.setup();
    const { store } = renderStyles('/styles');
    await cardNames();
    const form = openFiltersFromHeader(store);
    await tick(user, form, 'Growth rate', 'Slow');
    act(() => {
      store.dispatch(toolbarActionClicked(TOOLBAR_ACTIONS.Apply));
    });
    await waitFor(() => expect(lastSearch()?.get('gr')).toBe('1'));
    expect(selectFilterPanelOpen(store.getState())).toBe(false);
  });

  test('pages through many styles with the paginator; a new filter goes back to the first page', async () => {
    const user = userEvent.setup();
    api.data.styles = manyStyles(30);
    renderStyles('/styles');
    expect(await cardNames()).toHaveLength(25);
    const pages = screen.getByRole('navigation', { name: 'Style pages' });
    expect(pages).toHaveTextContent('1 of 2');
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastSearch()?.get('i')).toBe('1'));
    await waitFor(async () =>
      expect(await cardNames()).toEqual(['Style 26', 'Style 27', 'Style 28', 'Style 29', 'Style 30']),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/styles?i=1');
    await user.type(screen.getByRole('searchbox', { name: 'Search styles' }), 'Style 2');
    await waitFor(() => expect(lastSearch()?.get('k')).toBe('Style 2'));
    expect(lastSearch()?.get('i')).toBe('0');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/styles$/));
    expect(
      api.searches().filter((params) => params.get('k') === 'Style 2' && params.get('i') === '1'),
    ).toEqual([]);
  });

  test('no match: says so and offers Clear', async () => {
    const user = userEvent.setup();
    localStorage.setItem(STORAGE_KEYS.landscapeDesignFilter, JSON.stringify({ k: 'zzz' }));
    renderStyles('/styles');
    expect(await screen.findByText('No style matches these filters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await cardNames()).toHaveLength(3);
    expect(lastSearch()?.has('k')).toBe(false);
  });

  test('a failed search shows the server’s message and tries again', async () => {
    const user = userEvent.setup();
    api.data.searchFailure = { status: 500, message: 'The styles are resting.' };
    renderStyles('/styles');
    expect(await screen.findByRole('alert')).toHaveTextContent('The styles are resting.');
    api.data.searchFailure = null;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await cardNames()).toHaveLength(3);
  });
});
