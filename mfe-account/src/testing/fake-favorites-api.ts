import { http, HttpResponse } from 'msw';
import type { PlantListItem } from '@thrive/shared/contracts';
import { setupTestServer } from '@thrive/shared/testing';

export function favoritePlant(overrides: Partial<PlantListItem> = {}): PlantListItem {
  return {
    Id: 101,
    CommonName: 'Lavender',
    BotanicalName: 'Lavandula angustifolia',
    OtherNames: [],
    CategoryId: 5,
    CategoryName: 'Perennials',
    Thumbnail: '',
    SunRequirementId: 1,
    AltSunRequirementId: 0,
    WaterRequirementId: 2,
    ZoneLowId: 9,
    ZoneHighId: 18,
    IsFavorite: true,
    Thrive: null,
    ...overrides,
  };
}

/** Oldest first, as they were added. */
function freshFavorites(): PlantListItem[] {
  return [
    favoritePlant({ Id: 102, CommonName: 'Hosta', BotanicalName: 'Hosta sieboldiana' }),
    favoritePlant(),
    favoritePlant({ Id: 103, CommonName: 'Bee Balm', BotanicalName: 'Monarda didyma' }),
  ];
}

/**
 * The favorites calls faked at the fetch level: `data.favorites` is what the gardener holds
 * (oldest first), `favoriteQueries` the query of every list read, `toggles` and `linkClicks`
 * what changes were asked.
 */
export function setupFakeFavoritesApi() {
  const server = setupTestServer();
  const data = { favorites: freshFavorites(), failList: false };
  const favoriteQueries: Record<string, string>[] = [];
  const toggles: number[] = [];
  const linkClicks: unknown[] = [];
  const catalogue = new Map(freshFavorites().map((plant) => [plant.Id, plant]));

  beforeEach(() => {
    data.favorites = freshFavorites();
    data.failList = false;
    favoriteQueries.length = 0;
    toggles.length = 0;
    linkClicks.length = 0;
    server.use(
      http.get('/api/users/:uid/favorites', ({ request }) => {
        const query = Object.fromEntries(new URL(request.url).searchParams);
        favoriteQueries.push(query);
        if (data.failList) return HttpResponse.json({ message: 'Favorites are resting.' }, { status: 500 });
        const i = Number(query.i ?? 0);
        const c = Number(query.c ?? 25);
        const k = (query.k ?? '').toLowerCase();
        const matching = data.favorites.filter((plant) => plant.CommonName.toLowerCase().includes(k));
        const sorted =
          query.s === 'CommonName ASC'
            ? [...matching].sort((a, b) => a.CommonName.localeCompare(b.CommonName))
            : [...matching].reverse();
        return HttpResponse.json({ Items: sorted.slice(i * c, i * c + c), TotalRows: sorted.length, i, c });
      }),
      http.get('/api/users/:uid/ToggleFavoritePlant/:id', ({ params }) => {
        const id = Number(params.id);
        toggles.push(id);
        const held = data.favorites.some((plant) => plant.Id === id);
        const plant = catalogue.get(id) ?? favoritePlant({ Id: id });
        data.favorites = held ? data.favorites.filter((p) => p.Id !== id) : [...data.favorites, plant];
        return HttpResponse.json({ PlantId: id, IsFavorite: !held });
      }),
      http.patch('/api/users/:uid/LinkClick', async ({ request }) => {
        linkClicks.push(await request.json());
        return HttpResponse.json({ code: 0 });
      }),
    );
  });

  return { server, data, favoriteQueries, toggles, linkClicks };
}
