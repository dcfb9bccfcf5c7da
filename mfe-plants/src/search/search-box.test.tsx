import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { plantListItem } from '../testing/fixtures';
import { setupFakePlantsApi } from '../testing/fake-plants-api';
import { renderPlants } from '../testing/render-plants';
import { RECENT_SEARCHES_KEY } from './recent-searches';

// A chosen plant's page asks for its details, which these tests do not look at.
const api = setupFakePlantsApi(
  http.all('/api/*', () => HttpResponse.json({ message: 'Not in these tests.' }, { status: 404 })),
);
const location = () => screen.getByTestId('location');
const box = () => screen.getByRole('combobox', { name: 'Search plants' });
const listbox = () => screen.getByRole('listbox', { name: 'Search plants' });
/** The options of the box's list (the sort select has options too). */
const options = () => within(listbox()).queryAllByRole('option');
const findOption = (name: string | RegExp) => within(listbox()).findByRole('option', { name });
const lastSearch = () => api.searches().at(-1);
const suggestionCalls = () => api.calls.filter((call) => call.path.startsWith('Plants/0/Suggestions'));
const storedRecent = () =>
  JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? '{}') as Record<string, string[]>;

beforeEach(() => {
  api.data.plants = [
    ...api.data.plants,
    plantListItem({
      Id: 21,
      CommonName: 'Rugosa Rose',
      BotanicalName: 'Rosa rugosa',
      Thumbnail: '/thumbs/rugosa.jpg',
    }),
    plantListItem({ Id: 22, CommonName: 'Herb Robert', BotanicalName: 'Geranium robertianum' }),
  ];
});

describe('issue 18: the search box suggests as the gardener types (WAI-ARIA combobox)', () => {
  test('typing shows plant names with their pictures, then categories, and says politely how many', async () => {
    const user = userEvent.setup();
    renderPlants('/plants/search');
    await user.type(box(), 'ro');
    const plants = await within(listbox()).findByRole('group', { name: 'Plants' });
    expect(
      within(plants)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['RosemarySalvia rosmarinus', 'Rugosa RoseRosa rugosa', 'Herb RobertGeranium robertianum']);
    const rugosa = within(plants).getByRole('option', { name: /Rugosa Rose/ });
    expect(rugosa.querySelector('img')).toHaveAttribute('src', '/thumbs/rugosa.jpg');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('3 suggestions')).toHaveAttribute('role', 'status');
    // One call for the two letters: none for one letter, none per key once debounced.
    expect(suggestionCalls().map((call) => call.path)).toEqual(['Plants/0/Suggestions?k=ro']);

    await user.clear(box());
    await user.type(box(), 'herb');
    const categories = await screen.findByRole('group', { name: 'Categories' });
    expect(within(categories).getByRole('option', { name: /Herbs/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Plants' })).toHaveTextContent('Herb Robert');
    expect(screen.getByText('2 suggestions')).toBeInTheDocument();
  });

  test('arrow keys move through the options, Escape closes the list, Enter on the text searches at once', async () => {
    const user = userEvent.setup();
    renderPlants('/plants/search');
    await user.type(box(), 'ro');
    await findOption(/Rugosa Rose/);
    const [first, second] = options();
    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', first!.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', second!.id);
    expect(first).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{Escape}');
    expect(options()).toEqual([]);
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveValue('ro');
    await user.type(box(), 'se{Enter}');
    // At once: the search, not the suggestions' debounce, answers Enter.
    expect(lastSearch()?.k).toBe('rose');
    expect(location()).toHaveTextContent('/plants/search?k=rose');
    expect(options()).toEqual([]);
  });

  test('choosing a plant name opens its details page with the carried parameters and keeps it as a recent search', async () => {
    const user = userEvent.setup();
    renderPlants('/plants/search?key=k3y', { carried: { key: 'k3y' } });
    await user.type(box(), 'rug');
    await findOption(/Rugosa Rose/);
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(location()).toHaveTextContent('/plants/details/21?key=k3y'));
    expect(storedRecent()['42']).toEqual(['Rugosa Rose']);
  });

  test('leaving the box never chooses the option the arrows were on', async () => {
    const user = userEvent.setup();
    renderPlants('/plants/search');
    await user.type(box(), 'rug');
    await findOption(/Rugosa Rose/);
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(options()).toEqual([]);
    expect(location()).toHaveTextContent(/^\/plants\/search/);
    expect(box()).toHaveValue('rug');
  });

  test('choosing a category runs the search of that category, without the text', async () => {
    const user = userEvent.setup();
    renderPlants('/plants/search');
    await user.type(box(), 'veg');
    await user.click(await findOption(/Vegetables/));
    await waitFor(() => expect(lastSearch()).toMatchObject({ k: '', Categories: [1] }));
    expect(box()).toHaveValue('');
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(within(results).getByRole('link', { name: 'Tomato' })).toBeInTheDocument();
  });

  test('recent searches: kept per gardener (the last 8), first when the box is empty or matches them, and cleared', async () => {
    const older = ['tomato', 'basil', 'sage', 'mint', 'fern', 'maple', 'lily', 'oak'];
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify({ 42: older, 7: ['not mine'] }));
    const user = userEvent.setup();
    renderPlants('/plants/search');
    await user.type(box(), 'hosta{Enter}');
    await waitFor(() => expect(lastSearch()?.k).toBe('hosta'));
    expect(storedRecent()).toEqual({ 42: ['hosta', ...older.slice(0, 7)], 7: ['not mine'] });

    // Emptying the box shows them all; a click on the empty box too.
    await user.clear(box());
    const recent = await within(listbox()).findByRole('group', { name: 'Recent searches' });
    expect(
      within(recent)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['hosta', ...older.slice(0, 7), 'Clear recent searches']);
    expect(screen.queryByText('not mine')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(options()).toEqual([]);
    await user.click(box());
    expect(options()).toHaveLength(9);

    // Typing: the recent searches it matches come first, then the suggestions.
    await user.type(box(), 'to');
    await within(listbox()).findByRole('group', { name: 'Plants' });
    expect(options().map((option) => option.textContent)).toEqual(['tomato', 'TomatoSolanum lycopersicum']);
    await user.click(await findOption('tomato'));
    await waitFor(() => expect(lastSearch()?.k).toBe('tomato'));
    expect(storedRecent()['42']?.slice(0, 2)).toEqual(['tomato', 'hosta']);

    await user.clear(box());
    await user.click(await findOption('Clear recent searches'));
    expect(storedRecent()).toEqual({ 7: ['not mine'] });
    await user.click(box());
    expect(options()).toEqual([]);
  });
});

describe('issue 18: "did you mean" under a search that found nothing', () => {
  test('offers the closest name, which runs that search', async () => {
    api.data.didYouMean = 'hosta';
    const user = userEvent.setup();
    renderPlants('/plants/search?k=hostq');
    expect(await screen.findByText('No plants match “hostq”.')).toBeInTheDocument();
    const offer = await screen.findByRole('button', { name: 'hosta' });
    expect(offer.closest('p')).toHaveTextContent('Did you mean hosta?');
    expect(api.calls.map((call) => call.path)).toContain('Plants/0/DidYouMean?k=hostq');
    await user.click(offer);
    await waitFor(() => expect(lastSearch()?.k).toBe('hosta'));
    expect(location()).toHaveTextContent('/plants/search?k=hosta');
    expect(await screen.findByRole('link', { name: 'Hosta' })).toBeInTheDocument();
    expect(box()).toHaveValue('hosta');
  });

  test('offers nothing when nothing is close, and is not asked when plants were found', async () => {
    renderPlants('/plants/search?k=xqzzv');
    expect(await screen.findByText('No plants match “xqzzv”.')).toBeInTheDocument();
    await waitFor(() => expect(api.calls.map((call) => call.path)).toContain('Plants/0/DidYouMean?k=xqzzv'));
    expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument();
  });

  test('a search that finds plants does not ask', async () => {
    renderPlants('/plants/search?k=hosta');
    expect(await screen.findByRole('link', { name: 'Hosta' })).toBeInTheDocument();
    expect(api.calls.some((call) => call.path.startsWith('Plants/0/DidYouMean'))).toBe(false);
  });
});
