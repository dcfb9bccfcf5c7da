import type { FastifyInstance } from 'fastify';
import { mapSettingsSchema } from '@thrive/shared/contracts';
import { buildApp } from '../../app';
import { loadApiConfig, OPEN_TOPO_MAP } from '../../config';
import type { DatabaseHandle } from '../../db/database';
import { testDatabases } from '../../testing/test-databases';
import { testConfig } from '../../testing/test-app';
import { signedInUser } from '../../testing/identity-fixture';

const TILE_VARIABLES = ['MAP_TILE_URL', 'MAP_TILE_ATTRIBUTION'] as const;
type TileEnv = Partial<Record<(typeof TILE_VARIABLES)[number], string>>;

/** The route reads the environment when it is registered: each setting gets its own app. */
async function withTileEnv<T>(env: TileEnv, build: () => Promise<T>): Promise<T> {
  const saved = TILE_VARIABLES.map((name) => [name, process.env[name]] as const);
  for (const name of TILE_VARIABLES) {
    const value = env[name];
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  try {
    return await build();
  } finally {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

describe.each(testDatabases())('GET Common/0/MapSettings (SPEC §2.6 weather map) on $driver', (testDb) => {
  let database: DatabaseHandle;
  const apps: FastifyInstance[] = [];
  let headers: Record<string, string>;

  const appWith = async (env: TileEnv) => {
    const app = await withTileEnv(env, () => buildApp({ database, config: testConfig() }));
    apps.push(app);
    return app;
  };
  const settings = async (env: TileEnv) => {
    const response = await (await appWith(env)).inject({ url: '/api/Common/0/MapSettings', headers });
    expect(response.statusCode).toBe(200);
    return mapSettingsSchema.parse(response.json());
  };

  beforeAll(async () => {
    database = await testDb.open();
    headers = (await signedInUser(await appWith({}), database.db, 'map-settings@example.com')).headers;
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await testDb.dispose(database);
  });

  test('without MAP_TILE_URL the map has a terrain view: OpenTopoMap with its attribution', async () => {
    expect(await settings({})).toEqual({
      TileUrl: OPEN_TOPO_MAP.url,
      Attribution: OPEN_TOPO_MAP.attribution,
    });
  });

  test('a configured tile server is served with its own attribution', async () => {
    const TileUrl = 'https://tiles.example.org/terrain/{z}/{x}/{y}.png';
    expect(await settings({ MAP_TILE_URL: TileUrl, MAP_TILE_ATTRIBUTION: '© Example Tiles' })).toEqual({
      TileUrl,
      Attribution: '© Example Tiles',
    });
  });

  test('MAP_TILE_URL none or empty: no tiles, the map draws the US outline alone', async () => {
    expect(await settings({ MAP_TILE_URL: 'none' })).toEqual({ TileUrl: null, Attribution: '' });
    expect(await settings({ MAP_TILE_URL: '' })).toEqual({ TileUrl: null, Attribution: '' });
  });

  test('needs a signed-in gardener', async () => {
    const response = await (await appWith({})).inject({ url: '/api/common/0/mapsettings' });
    expect(response.statusCode).toBe(401);
  });
});

describe('MAP_TILE_URL in the API configuration', () => {
  const tiles = (env: TileEnv) => loadApiConfig(env).mapTiles;

  test('MAP_TILE_ATTRIBUTION replaces the default attribution', () => {
    expect(tiles({ MAP_TILE_ATTRIBUTION: 'Tiles by us' })).toEqual({
      url: OPEN_TOPO_MAP.url,
      attribution: 'Tiles by us',
    });
  });

  test('a path on our own origin is a tile URL too', () => {
    expect(tiles({ MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png' }).url).toBe('/tiles/{z}/{x}/{y}.png');
  });

  test.each([
    ['no tile coordinates', 'https://tiles.example.org/map.png'],
    ['another scheme', 'ftp://tiles.example.org/{z}/{x}/{y}.png'],
    ['a placeholder deep in the host', 'https://tiles.{s}.example.org/{z}/{x}/{y}.png'],
    ['a quote that would break the CSP', "https://tiles.example.org/{z}/{x}/{y}.png'"],
  ])('a URL with %s stops the configuration from loading', (_why, url) => {
    expect(() => tiles({ MAP_TILE_URL: url })).toThrow(/MAP_TILE_URL .* must be a tile URL template/);
  });
});
