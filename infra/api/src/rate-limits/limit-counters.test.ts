import Fastify from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { DatabaseHandle } from '../db/database';
import { openPostgres } from '../db/open-postgres';
import { TEST_DATABASE_URL, testDatabases } from '../testing/test-databases';
import {
  limitCountersFor,
  memoryLimitCounters,
  postgresLimitCounters,
  type LimitCounters,
} from './limit-counters';
import { countersRateLimitStore } from './rate-limit-store';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);
const MINUTE = 60_000;

const postgres = testDatabases().find((candidate) => candidate.driver === 'postgres')!;
let handle: DatabaseHandle;
/** A second instance's connection to the same schema. */
let otherHandle: DatabaseHandle;
beforeAll(async () => {
  handle = await postgres.open();
  otherHandle = await openPostgres({
    connectionString: TEST_DATABASE_URL,
    schemaName: handle.migrationsSchema,
    poolSize: 2,
  });
});
afterAll(async () => {
  await otherHandle.close();
  await postgres.dispose(handle);
});

describe.each([
  ['in memory', () => memoryLimitCounters()],
  ['in PostgreSQL', () => postgresLimitCounters(handle.db)],
] as const)('limit counters %s', (_where, make: () => LimitCounters) => {
  test('hits in a window count up; reading does not count; the window over, counting starts again', async () => {
    const counters = make();
    expect(await counters.read('window', NOW)).toEqual({ count: 0, ttlMs: 0 });
    expect(await counters.hit('window', MINUTE, NOW)).toEqual({ count: 1, ttlMs: MINUTE });
    expect(await counters.hit('window', MINUTE, later(20_000))).toEqual({ count: 2, ttlMs: 40_000 });
    expect(await counters.read('window', later(30_000))).toEqual({ count: 2, ttlMs: 30_000 });
    expect(await counters.read('window', later(MINUTE))).toEqual({ count: 0, ttlMs: 0 });
    expect(await counters.hit('window', MINUTE, later(MINUTE))).toEqual({ count: 1, ttlMs: MINUTE });
  });

  test('keys count apart', async () => {
    const counters = make();
    await counters.hit('key-a', MINUTE, NOW);
    await counters.hit('key-a', MINUTE, NOW);
    expect(await counters.hit('key-b', MINUTE, NOW)).toMatchObject({ count: 1 });
  });
});

describe('limit counters shared by instances on PostgreSQL (DESIGN §5)', () => {
  test('hits at once through two connections are each counted once', async () => {
    const one = postgresLimitCounters(handle.db);
    const two = postgresLimitCounters(otherHandle.db);
    const counts = await Promise.all(
      Array.from({ length: 20 }, (_, n) => (n % 2 ? one : two).hit('together', MINUTE, NOW)),
    );
    expect(counts.map((found) => found.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, n) => n + 1),
    );
  });

  test('the counters for a PostgreSQL database are shared by its instances', async () => {
    await limitCountersFor(handle.db).hit('which', MINUTE, NOW);
    expect(await limitCountersFor(otherHandle.db).read('which', NOW)).toMatchObject({ count: 1 });
  });

  test("@fastify/rate-limit over them: a route's limit counts requests to every instance together, apart from other routes", async () => {
    const instance = async (db: DatabaseHandle['db']) => {
      const app = Fastify();
      await app.register(rateLimit, {
        global: false,
        store: countersRateLimitStore(postgresLimitCounters(db)),
      });
      const limited = { config: { rateLimit: { max: 3, timeWindow: '1 minute' } } };
      app.post('/sign-in', limited, async () => 'ok');
      app.post('/other', limited, async () => 'ok');
      return app;
    };
    const apps = [await instance(handle.db), await instance(otherHandle.db)];
    try {
      const post = async (n: number, url: string) =>
        (await apps[n % 2]!.inject({ method: 'POST', url, remoteAddress: '192.0.2.7' })).statusCode;
      for (let n = 0; n < 3; n += 1) expect(await post(n, '/sign-in')).toBe(200);
      expect(await post(3, '/sign-in')).toBe(429);
      expect(await post(4, '/sign-in')).toBe(429);
      expect(await post(0, '/other')).toBe(200);
    } finally {
      for (const app of apps) await app.close();
    }
  });
});
