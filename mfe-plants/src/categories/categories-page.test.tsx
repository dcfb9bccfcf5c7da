import { screen, within } from '@testing-library/react';
import { setupFakePlantsApi } from '../testing/fake-plants-api';
import { renderPlants } from '../testing/render-plants';

const fake = setupFakePlantsApi();

describe('categories', () => {
  test('shows every category as a tile linking to the search with that category (cid)', async () => {
    renderPlants('/categories?key=k3y', { carried: { key: 'k3y' } });
    expect(screen.getByRole('heading', { name: 'Categories' })).toBeInTheDocument();
    const tiles = await screen.findByRole('list', { name: 'Plant categories' });
    expect(
      within(tiles)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Vegetables', 'Herbs', 'Perennials', 'Trees']);
    expect(within(tiles).getByRole('link', { name: 'Trees' })).toHaveAttribute(
      'href',
      '/plants/search?cid=9&key=k3y',
    );
  });

  test('a failed load says why and can be tried again', async () => {
    const { http, HttpResponse } = await import('msw');
    const { server } = fake;
    server.use(
      http.get('/api/Common/0/PlantSearchOptions', () =>
        HttpResponse.json({ message: 'The catalogue is being updated.' }, { status: 503 }),
      ),
    );
    renderPlants('/categories');
    expect(await screen.findByRole('alert')).toHaveTextContent('The catalogue is being updated.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
