import { http, HttpResponse, type HttpResponseResolver, type RequestHandler } from 'msw';
import {
  PLANT_PAGE_SIZE,
  type FeaturedPlants,
  type PlantListItem,
  type PlantSearchFilter,
  type Yard,
  type Zone,
} from '@thrive/shared/contracts';
import { scorePlantInZone, sunPxTable, THRIVE_SCORE } from '@thrive/shared/thrive';
import { setupTestServer } from '@thrive/shared/testing';
import {
  ATTRIBUTES,
  catalogue,
  CONDITIONS,
  featured,
  plantListItem,
  SEARCH_OPTIONS,
  yard,
  zone,
  zonePlant,
} from './fixtures';

interface ApiCall {
  method: string;
  /** Path and query below /api, e.g. 'users/0/PlantSearch/'. */
  path: string;
  body: unknown;
}

/** What the fake answers; each test changes what it is about (fresh before each test). */
export interface FakePlantsData {
  /** The catalogue the search looks in (by common or botanical name, any case). */
  plants: PlantListItem[];
  yards: Yard[];
  zones: Zone[];
  /** Plant ids growing in each zone: TogglePlantZone adds and removes them. */
  zonePlantIds: Record<number, number[]>;
  /** Featured plants by sponsor id; a sponsor not here is a 404. */
  featured: Record<number, FeaturedPlants>;
  /** When set, PlantSearch answers 400 with this message. */
  searchRefusal: string | null;
  /** What DidYouMean answers for a search that found nothing. */
  didYouMean: string | null;
}

function freshData(): FakePlantsData {
  return {
    plants: catalogue(),
    yards: [yard()],
    zones: [zone()],
    zonePlantIds: { 8: [] },
    featured: { 3: featured() },
    searchRefusal: null,
    didYouMean: null,
  };
}

const notFound = (message: string) => HttpResponse.json({ message }, { status: 404 });

/** The fake's search: text in either name, the zone's thriving plants (scored), one page. */
function search(data: FakePlantsData, filter: PlantSearchFilter) {
  const text = (filter.k ?? '').trim().toLowerCase();
  let items = data.plants.filter(
    (plant) =>
      !text ||
      plant.CommonName.toLowerCase().includes(text) ||
      plant.BotanicalName.toLowerCase().includes(text),
  );
  if (filter.Categories?.length)
    items = items.filter((plant) => filter.Categories?.includes(plant.CategoryId));
  const inZone = data.zones.find((z) => z.Id === filter.zid);
  if (inZone) {
    const sunPx = sunPxTable(CONDITIONS.SunRequirements);
    const conditions = {
      sunRequirementId: inZone.SunRequirementId,
      waterRequirementId: inZone.WaterRequirementId,
      yardHardinessZoneId: inZone.YardHardinessZoneId,
    };
    items = items
      .map((plant) => ({ ...plant, Thrive: scorePlantInZone(plant, conditions, sunPx).Overall }))
      .filter((plant) => plant.Thrive.Score === THRIVE_SCORE.Good);
  }
  const i = filter.i ?? 0;
  const c = filter.c ?? PLANT_PAGE_SIZE;
  return { Items: items.slice(i * c, i * c + c), TotalRows: items.length, i, c };
}

/** The fake's suggestions: categories and plants with a name starting with the text, n in all. */
function suggestions(data: FakePlantsData, url: URL) {
  const text = (url.searchParams.get('k') ?? '').trim().toLowerCase();
  const n = Number(url.searchParams.get('n') ?? 8);
  const starts = (name: string) => ` ${name.toLowerCase()}`.includes(` ${text}`);
  const Categories = SEARCH_OPTIONS.Categories.filter((category) => starts(category.Name))
    .map(({ Id, Name }) => ({ Id, Name }))
    .slice(0, n);
  const Plants = data.plants
    .filter((plant) => starts(plant.CommonName) || starts(plant.BotanicalName))
    .slice(0, n - Categories.length)
    .map(({ Id, CommonName, BotanicalName, Thumbnail }) => ({
      Id,
      Name: starts(CommonName) ? CommonName : BotanicalName,
      CommonName,
      BotanicalName,
      Thumbnail,
    }));
  return { Plants, Categories };
}

/**
 * The plant calls of search, categories and featured faked at the fetch level (DESIGN §8):
 * `data` is what reads answer, `calls` what every call received. More handlers (another
 * screen's calls) can be passed in, and a test that wants a call to fail adds its own
 * handler with `server.use`.
 */
export function setupFakePlantsApi(...moreHandlers: RequestHandler[]) {
  const server = setupTestServer();
  const data = freshData();
  const calls: ApiCall[] = [];

  const recorded = (
    resolver: (info: { params: Record<string, unknown>; body: unknown; url: URL }) => Response,
  ) =>
    (async ({ request, params }) => {
      const url = new URL(request.url);
      const text = request.method === 'GET' ? '' : await request.text();
      const body: unknown = text ? JSON.parse(text) : undefined;
      calls.push({ method: request.method, path: url.pathname.replace(/^\/api\//, '') + url.search, body });
      return resolver({ params, body, url });
    }) satisfies HttpResponseResolver;
  const id = (params: Record<string, unknown>, name = 'id') => Number(params[name]);
  const u = '/api/users/:uid';

  beforeEach(() => {
    Object.assign(data, freshData());
    calls.length = 0;
    server.use(
      http.get('/api/Common/0/GrowingConditions', () => HttpResponse.json(CONDITIONS)),
      http.get('/api/Common/0/PlantSearchOptions', () => HttpResponse.json(SEARCH_OPTIONS)),
      http.get('/api/Common/0/PlantAttributes', () => HttpResponse.json(ATTRIBUTES)),
      http.post(
        '/api/users/0/PlantSearch/',
        recorded(({ body }) =>
          data.searchRefusal
            ? HttpResponse.json({ message: data.searchRefusal }, { status: 400 })
            : HttpResponse.json(search(data, body as PlantSearchFilter)),
        ),
      ),
      http.get(
        '/api/Plants/0/Suggestions',
        recorded(({ url }) => HttpResponse.json(suggestions(data, url))),
      ),
      http.get(
        '/api/Plants/0/DidYouMean',
        recorded(() => HttpResponse.json({ Text: data.didYouMean })),
      ),
      http.patch(
        `${u}/LinkClick`,
        recorded(() => HttpResponse.json({ code: 0 })),
      ),
      http.post(
        `${u}/Engagement/`,
        recorded(() => HttpResponse.json({ code: 0 })),
      ),
      http.get(
        `${u}/ToggleFavoritePlant/:id`,
        recorded(({ params }) => {
          const plantId = id(params);
          const plant = data.plants.find((p) => p.Id === plantId) ?? plantListItem({ Id: plantId });
          const IsFavorite = !plant.IsFavorite;
          data.plants = data.plants.map((p) => (p.Id === plantId ? { ...p, IsFavorite } : p));
          return HttpResponse.json({ PlantId: plantId, IsFavorite });
        }),
      ),
      http.get(`${u}/yards`, () => HttpResponse.json(data.yards)),
      http.get(`${u}/zone/:id`, ({ params }) => {
        const found = data.zones.find((z) => z.Id === id(params));
        return found ? HttpResponse.json(found) : notFound('There is no zone with that id.');
      }),
      http.get(`${u}/ZonePlants/:id`, ({ params }) =>
        HttpResponse.json((data.zonePlantIds[id(params)] ?? []).map((plantId) => zonePlant(plantId))),
      ),
      http.post(
        `${u}/TogglePlantZone/:zoneId`,
        recorded(({ params, body }) => {
          const zoneId = id(params, 'zoneId');
          const { plantId } = body as { plantId: number };
          const planted = data.zonePlantIds[zoneId] ?? [];
          const InZone = !planted.includes(plantId);
          data.zonePlantIds[zoneId] = InZone ? [...planted, plantId] : planted.filter((p) => p !== plantId);
          return HttpResponse.json({
            InZone,
            message: InZone ? 'The plant was added to the zone.' : 'The plant was removed from the zone.',
          });
        }),
      ),
      http.post(
        '/api/Users/:uid/FeaturedPlants/:id/',
        recorded(({ params, body }) => {
          const answer = data.featured[id(params)];
          if (!answer) return notFound('There is no sponsor with that id.');
          const { i = 0, c = PLANT_PAGE_SIZE } = (body ?? {}) as { i?: number; c?: number };
          return HttpResponse.json({ ...answer, Items: answer.Items.slice(i * c, i * c + c) });
        }),
      ),
      ...moreHandlers,
    );
  });

  /** The bodies PlantSearch received, oldest first. */
  const searches = () =>
    calls
      .filter((call) => call.path === 'users/0/PlantSearch/')
      .map((call) => call.body as PlantSearchFilter);
  const linkKinds = () =>
    calls
      .filter((call) => call.path.endsWith('/LinkClick'))
      .map((call) => (call.body as { LinkClick: number }).LinkClick);
  /** The bodies Engagement/ received (sponsor content opened), oldest first. */
  const engagements = () =>
    calls.filter((call) => call.path.endsWith('/Engagement/')).map((call) => call.body);
  return { server, data, calls, searches, linkKinds, engagements };
}
