import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import type {
  CareCategory,
  CareTip,
  Companions,
  PlantAttributeLists,
  PlantDetails,
  PlantActivity,
  PlantActivityInput,
  PlantFertilizer,
  PlantTasks,
  PlantZoneScore,
  Product,
  ReferenceItem,
  Zone,
} from '@thrive/shared/contracts';
import { setupTestServer } from '@thrive/shared/testing';
import {
  attributes,
  careTips,
  companions,
  fertilizer,
  plantDetails,
  shadyCornerScore,
  zone,
  zoneScore,
} from './plant-details-fixtures';
import { activities, careCategories, plantTasks } from './care-fixtures';

interface ApiCall {
  method: string;
  /** Path and query below /api, e.g. 'Users/42/Plant/7/?zid=0'. */
  path: string;
  body: unknown;
}

/** What the fake answers; each test changes what it is about. */
export interface FakePlantDetailsData {
  plant: PlantDetails;
  attributes: PlantAttributeLists;
  scorecard: PlantZoneScore[];
  zones: Zone[];
  fertilizer: PlantFertilizer;
  sunMessage: string;
  moistureMessage: string;
  careTips: CareTip[];
  companions: Companions;
  products: Product[];
  /** The partners' product categories (partnerproducts/0/productCategories, and with getById). */
  productCategories: ReferenceItem[];
  plantTasks: PlantTasks;
  activities: PlantActivity[];
  careCategories: CareCategory[];
}

function freshData(): FakePlantDetailsData {
  return {
    plant: plantDetails(),
    attributes: attributes(),
    scorecard: [zoneScore(), shadyCornerScore()],
    zones: [zone(), zone({ Id: 9, Name: 'Shady corner', SunRequirementId: 5, WaterRequirementId: 3 })],
    fertilizer: fertilizer(),
    sunMessage: '',
    moistureMessage: '',
    careTips: careTips(),
    companions: companions(),
    products: [],
    productCategories: [
      { Id: 1, Name: 'Tools' },
      { Id: 2, Name: 'Fertilizers' },
    ],
    plantTasks: plantTasks(),
    activities: activities(),
    careCategories: careCategories(),
  };
}

const notFound = (message = 'There is no plant with that id.') =>
  HttpResponse.json({ message }, { status: 404 });

/**
 * The plant details calls faked at the fetch level (DESIGN §8): `data` is what reads answer
 * (fresh before each test), `calls` what every call received. A test that wants a call to
 * fail adds its own handler with `server.use`.
 */
export function setupFakePlantDetailsApi() {
  const server = setupTestServer();
  const data = freshData();
  const calls: ApiCall[] = [];

  const recorded = (resolver: (info: { params: Record<string, unknown>; body: unknown }) => Response) =>
    (async ({ request, params }) => {
      const url = new URL(request.url);
      const text = request.method === 'GET' ? '' : await request.text();
      const body: unknown = text ? JSON.parse(text) : undefined;
      calls.push({ method: request.method, path: url.pathname.replace(/^\/api\//, '') + url.search, body });
      return resolver({ params, body });
    }) satisfies HttpResponseResolver;
  const id = (params: Record<string, unknown>, name = 'id') => Number(params[name]);

  beforeEach(() => {
    Object.assign(data, freshData());
    calls.length = 0;
    server.use(
      http.get(
        '/api/Users/:uid/Plant/:id/',
        recorded(({ params }) => (id(params) === data.plant.Id ? HttpResponse.json(data.plant) : notFound())),
      ),
      http.patch(
        '/api/Users/:uid/PlantView/:id/',
        recorded(() => HttpResponse.json({ LastSeenAt: '2025-05-02T09:30:00.000Z' })),
      ),
      http.patch(
        '/api/users/:uid/LinkClick',
        recorded(() => HttpResponse.json({ code: 0 })),
      ),
      http.get(
        '/api/users/:uid/ToggleFavoritePlant/:id',
        recorded(() => {
          data.plant = { ...data.plant, IsFavorite: !data.plant.IsFavorite };
          return HttpResponse.json({ PlantId: data.plant.Id, IsFavorite: data.plant.IsFavorite });
        }),
      ),
      http.get('/api/plants/:id/Attributes', () => HttpResponse.json(data.attributes)),
      http.post('/api/users/:uid/PlantThriveScorecard', () => HttpResponse.json(data.scorecard)),
      http.get('/api/users/:uid/zonelisting/:yardId', () => HttpResponse.json(data.zones)),
      http.get(
        '/api/plants/:id/Fertilizer/:zoneId',
        recorded(() => HttpResponse.json(data.fertilizer)),
      ),
      http.get(
        '/api/common/:plantId/sunmessage/:requirementId',
        recorded(() => HttpResponse.json({ Message: data.sunMessage })),
      ),
      http.get(
        '/api/common/:plantId/moisturemessage/:requirementId',
        recorded(() => HttpResponse.json({ Message: data.moistureMessage })),
      ),
      http.post(
        '/api/users/:uid/TogglePlantZone/:zoneId',
        recorded(({ params }) => {
          const planted = data.scorecard.find((score) => score.ZoneId === id(params, 'zoneId'));
          const inZone = !(planted && planted.PlantZoneId > 0);
          return HttpResponse.json({
            InZone: inZone,
            message: inZone ? 'Lavender was added to the zone.' : 'Lavender was removed from the zone.',
          });
        }),
      ),
      http.get('/api/Users/:uid/CareTips/:id/', () => HttpResponse.json(data.careTips)),
      http.get(
        '/api/Plants/:id/SuggestedCompanions/:zoneId/',
        recorded(() => HttpResponse.json(data.companions)),
      ),
      http.get('/api/Plants/:id/SuggestProducts/', () => HttpResponse.json(data.products)),
      http.get(
        '/api/partnerproducts/0/productCategories',
        recorded(() => HttpResponse.json(data.productCategories)),
      ),
      http.get(
        '/api/partnerproducts/:id/getById/',
        recorded(({ params }) => {
          const found = data.products.find((item) => item.Id === id(params));
          return found
            ? HttpResponse.json({ Product: found, Categories: data.productCategories })
            : notFound(`There is no product ${id(params)}.`);
        }),
      ),
      http.post(
        '/api/Users/:uid/PlantNotes/:id/',
        recorded(({ body }) => {
          const { Notes } = body as { Notes: string };
          return HttpResponse.json({ Notes, UpdatedAt: '2025-05-02T09:31:00.000Z' });
        }),
      ),
      ...careHandlers(),
    );
  });

  /** The care tasks, the care log and suggestions (tasks API, SPEC §7 plant calls). */
  function careHandlers() {
    return [
      http.get(
        '/api/Users/:uid/PlantUserTask/:id/',
        recorded(() => HttpResponse.json(data.plantTasks)),
      ),
      http.get('/api/Categories/0/GetCareCategories', () => HttpResponse.json(data.careCategories)),
      http.get(
        '/api/Users/:uid/PlantActivities/:id/',
        recorded(() => HttpResponse.json(data.activities)),
      ),
      http.post(
        '/api/users/:uid/PlantActivity',
        recorded(({ body }) => {
          const input = body as PlantActivityInput;
          const category = data.careCategories.find((item) => item.Id === input.CareCategoryId);
          const before = data.activities.find((item) => item.Id === input.Id);
          const saved: PlantActivity = {
            Id: input.Id || 900 + data.activities.length,
            PlantId: input.PlantId,
            PlantZoneId: input.PlantZoneId ?? 0,
            ZoneName: data.scorecard.find((z) => z.PlantZoneId === input.PlantZoneId)?.ZoneName ?? '',
            CareCategoryId: input.CareCategoryId,
            CareCategory: category?.Name ?? '',
            Notes: (input.Notes ?? '').trim(),
            DoneOn: input.DoneOn,
            TaskId: before?.TaskId ?? 0,
            CreatedAt: before?.CreatedAt ?? '2025-05-02T09:00:00.000Z',
          };
          data.activities = [saved, ...data.activities.filter((item) => item.Id !== saved.Id)];
          return HttpResponse.json(saved);
        }),
      ),
      http.delete(
        '/api/users/:uid/PlantActivity/:id',
        recorded(({ params }) => {
          data.activities = data.activities.filter((item) => item.Id !== id(params));
          return HttpResponse.json({ message: 'The entry was deleted.' });
        }),
      ),
      http.post(
        '/api/users/:uid/PlantSuggestion',
        recorded(() => HttpResponse.json({ code: 0, Id: 55, message: 'Saved.' })),
      ),
    ];
  }

  /** The calls other than the fire-and-forget link clicks and the view record. */
  const changes = () =>
    calls.filter(
      (call) =>
        call.method !== 'GET' && !call.path.endsWith('/LinkClick') && !call.path.includes('/PlantView/'),
    );
  const linkKinds = () =>
    calls
      .filter((call) => call.path.endsWith('/LinkClick'))
      .map((call) => (call.body as { LinkClick: number }).LinkClick);
  return { server, data, calls, changes, linkKinds };
}
