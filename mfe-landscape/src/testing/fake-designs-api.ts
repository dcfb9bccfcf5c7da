import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import type { Zone } from '@thrive/shared/contracts';
import type { Design, DesignListItem, DesignProducts } from '@thrive/shared/landscape';
import { setupTestServer } from '@thrive/shared/testing';
import { CONDITIONS, design, designListItem, plantListItem, styleDetails, zone } from './design-fixtures';

interface ApiCall {
  method: string;
  /** Path and query below /api, e.g. 'LandscapeDesign/42/TogglePlantLandscape/2003?designId=5'. */
  path: string;
  body: unknown;
}

export interface FakeDesignsData {
  designs: DesignListItem[];
  design: Design;
  zones: Zone[];
  /** GET LandscapeDesign/{id}/Products/: none unless a test sets some. */
  products: DesignProducts;
}

const freshData = (): FakeDesignsData => ({
  designs: [designListItem()],
  design: design(),
  zones: [zone(), zone({ Id: 9, Name: 'Shady corner' })],
  products: [],
});

const done = (message: string) => HttpResponse.json({ message });
const LAYOUT_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>';

/**
 * The landscape design API faked at the fetch level (DESIGN §8): `data` is what reads answer
 * (fresh before each test), `calls` what the changing calls and link clicks received.
 */
export function setupFakeDesignsApi() {
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

  beforeEach(() => {
    Object.assign(data, freshData());
    calls.length = 0;
    const d = '/api/LandscapeDesign';
    server.use(
      http.get('/api/Common/0/GrowingConditions', () => HttpResponse.json(CONDITIONS)),
      http.patch(
        '/api/users/:uid/LinkClick',
        recorded(() => HttpResponse.json({ code: 0 })),
      ),
      http.get('/api/users/:uid/zonelisting/:yardId', () => HttpResponse.json(data.zones)),
      // A design's photos (design-photos.test.tsx fakes them in full).
      http.get('/api/users/:uid/image/', () => HttpResponse.json([])),
      http.get('/api/users/:uid/zone/:id', ({ params }) => {
        const found = data.zones.find((z) => z.Id === Number(params.id));
        return found
          ? HttpResponse.json(found)
          : HttpResponse.json({ message: 'Not found.' }, { status: 404 });
      }),
      http.get('/api/plants/:id/Fertilizer/:zoneId', () =>
        HttpResponse.json({
          Options: [{ Id: 3, Name: 'Compost or well-rotted manure', Recommended: true }],
          Advice: 'Compost suits perennials.',
          SelectedId: 0,
        }),
      ),
      http.get('/api/common/:id/sunmessage/:sun', () => HttpResponse.json({ Message: '' })),
      http.get('/api/common/:id/moisturemessage/:water', () => HttpResponse.json({ Message: '' })),
      http.get(`${d}/0/UserList/`, () =>
        HttpResponse.json({ Items: data.designs, TotalRows: data.designs.length, i: 0, c: 20 }),
      ),
      http.get(
        `${d}/:id/Layout.svg`,
        () => new HttpResponse(LAYOUT_SVG, { headers: { 'Content-Type': 'image/svg+xml' } }),
      ),
      http.get(`${d}/:id/User/`, () => HttpResponse.json(data.design)),
      http.get(`${d}/:id/Products/`, () => HttpResponse.json(data.products)),
      http.get(`${d}/:id/Profile/`, () => HttpResponse.json(styleDetails())),
      http.get(`${d}/:id/PlantSearch/`, () =>
        HttpResponse.json({
          Items: [plantListItem(), plantListItem({ Id: 2001, CommonName: 'Lavender' })],
          TotalRows: 2,
          i: 0,
          c: 10,
        }),
      ),
      http.post(
        `${d}/:id/User/0/`,
        recorded(({ body }) =>
          HttpResponse.json(design({ ...(body as Partial<Design>), Id: 77, Plants: [] })),
        ),
      ),
      http.put(
        `${d}/:id/User/:designId/`,
        recorded(({ body }) => HttpResponse.json(design(body as Partial<Design>))),
      ),
      http.delete(
        `${d}/:id/UserList/0/`,
        recorded(() => done('The design was deleted.')),
      ),
      http.get(
        `${d}/:uid/TogglePlantLandscape/:id`,
        recorded(() =>
          HttpResponse.json({ InDesign: true, Id: 303, message: 'The plant was added to the design.' }),
        ),
      ),
      http.get(
        `${d}/:uid/DeletePlantLandscape/:id`,
        recorded(() => done('The plant was removed from the design.')),
      ),
      http.post(
        `${d}/:id/CopyPlantsToZone/`,
        recorded(() => HttpResponse.json({ Added: 2, message: '2 plants were added to the zone.' })),
      ),
    );
  });

  /** The calls other than the fire-and-forget link clicks. */
  const changes = () => calls.filter((call) => !call.path.endsWith('/LinkClick'));
  const linkClicks = () => calls.filter((call) => call.path.endsWith('/LinkClick')).map((call) => call.body);
  return { server, data, calls, changes, linkClicks };
}
