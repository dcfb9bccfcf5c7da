import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectHeaderTitle } from '@thrive/shared';
import { LINK_KINDS } from '@thrive/shared/contracts';
import { favoritePlant, setupFakeFavoritesApi } from '../testing/fake-favorites-api';
import { renderAccount } from '../testing/render-account';

const api = setupFakeFavoritesApi();
const location = () => screen.getByTestId('location');

async function shownNames() {
  const list = await screen.findByRole('list', { name: 'Favorite plants' });
  return within(list)
    .getAllByRole('heading', { level: 4 })
    .map((heading) => heading.textContent);
}

describe('My Favorite Plants (SPEC §2.3, §7 users/{uid}/favorites)', () => {
  test('lists the favorites newest first, asking with i, c, k and s', async () => {
    const { store } = renderAccount('/users/favorites');
    expect(screen.getByRole('heading', { name: 'My Favorite Plants' })).toBeInTheDocument();
    expect(selectHeaderTitle(store.getState())).toBe('My Favorite Plants');
    expect(await shownNames()).toEqual(['Bee Balm', 'Lavender', 'Hosta']);
    expect(screen.getByRole('heading', { name: '3 favorite plants' })).toBeInTheDocument();
    expect(api.favoriteQueries).toEqual([{ i: '0', c: '25', k: '', s: 'Added DESC' }]);
  });

  test('sorting by name asks for s=CommonName ASC and keeps it in the address', async () => {
    const user = userEvent.setup();
    renderAccount('/users/favorites?key=k3y');
    await shownNames();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Name (A to Z)');
    await waitFor(async () => expect(await shownNames()).toEqual(['Bee Balm', 'Hosta', 'Lavender']));
    expect(api.favoriteQueries.at(-1)).toMatchObject({ s: 'CommonName ASC', i: '0' });
    expect(location()).toHaveTextContent('/users/favorites?key=k3y&s=CommonName+ASC');
  });

  test('the name filter asks with k once typing stops', async () => {
    const user = userEvent.setup();
    renderAccount('/users/favorites');
    await shownNames();
    await user.type(screen.getByRole('searchbox', { name: 'Name' }), 'ho');
    await waitFor(async () => expect(await shownNames()).toEqual(['Hosta']));
    expect(api.favoriteQueries.map((query) => query.k)).toEqual(['', 'ho']);
  });

  test('a filter that matches nothing says so and can be cleared', async () => {
    const user = userEvent.setup();
    renderAccount('/users/favorites?k=fern');
    expect(await screen.findByText('No favorite plants match “fern”')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the filter' }));
    expect(await shownNames()).toHaveLength(3);
    expect(screen.getByRole('searchbox', { name: 'Name' })).toHaveValue('');
  });

  test('remove: the heart goes off without asking (link kind 36) and the toast’s Undo puts it back', async () => {
    const user = userEvent.setup();
    renderAccount('/users/favorites');
    await shownNames();
    await user.click(screen.getByRole('button', { name: 'Favorite Hosta', pressed: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(async () => expect(await shownNames()).toEqual(['Bee Balm', 'Lavender']));
    expect(screen.queryByRole('button', { name: 'Favorite Hosta' })).not.toBeInTheDocument();
    expect(screen.getByText('Hosta removed from your favorites.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2 favorite plants' })).toHaveFocus();
    await waitFor(() =>
      expect(api.linkClicks).toEqual([{ UserId: 42, LinkClick: LINK_KINDS.PlantRemoveFavorite }]),
    );

    await user.click(screen.getByRole('button', { name: 'Undo removing Hosta' }));
    await waitFor(async () => expect(await shownNames()).toContain('Hosta'));
    expect(api.toggles).toEqual([102, 102]);
  });

  test('with no favorites yet it says so and links to the plant search with the carried parameters', async () => {
    api.data.favorites = [];
    renderAccount('/users/favorites?key=k3y', { carried: { key: 'k3y' } });
    expect(await screen.findByText('No favorite plants yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find plants' })).toHaveAttribute(
      'href',
      '/plants/search?key=k3y',
    );
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  test('comes in pages: the next page asks i=1 and shows "2 of 2"', async () => {
    api.data.favorites = Array.from({ length: 30 }, (_, n) =>
      favoritePlant({ Id: 500 + n, CommonName: `Plant ${String(n).padStart(2, '0')}` }),
    );
    const user = userEvent.setup();
    renderAccount('/users/favorites');
    expect(await shownNames()).toHaveLength(25);
    expect(screen.getByText('1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('2 of 2')).toBeInTheDocument();
    await waitFor(async () => expect(await shownNames()).toHaveLength(5));
    expect(api.favoriteQueries.at(-1)).toMatchObject({ i: '1', c: '25' });
    expect(location()).toHaveTextContent('/users/favorites?i=1');
  });

  test('a failed load shows the server’s message and can be tried again', async () => {
    api.data.failList = true;
    const user = userEvent.setup();
    renderAccount('/users/favorites');
    expect(await screen.findByRole('alert')).toHaveTextContent('Favorites are resting.');
    api.data.failList = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await shownNames()).toHaveLength(3);
  });
});
