import { migrationCount } from '../../db/migration-count';
import type { FastifyInstance } from 'fastify';
import { healthResponseSchema } from '@thrive/shared/contracts';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/database';
import { listenForTests, type HttpClient } from '../../testing/http-client';
import { testConfig } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-databases';

describe.each(testDatabases())('GET /api/health on $driver (DESIGN §5 health endpoint)', (testDb) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let request: HttpClient;

  beforeAll(async () => {
    database = await testDb.open();
    app = await buildApp({ database, config: testConfig() });
    request = await listenForTests(app);
  });
  afterAll(async () => {
    await app.close();
    await testDb.dispose(database);
  });

  test('reports the database up, its driver and applied migrations with 200', async () => {
    const response = await request('/api/health');
    expect(response.status).toBe(200);
    const health = healthResponseSchema.parse(response.json());
    expect(health).toEqual({
      status: 'ok',
      database: {
        status: 'up',
        driver: testDb.driver,
        migrations: migrationCount(),
        latencyMs: expect.any(Number),
      },
      uptimeSeconds: expect.any(Number),
    });
    expect(health.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(health.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  test('is never cached (cache-control: no-store) and answers JSON', async () => {
    const response = await request('/api/health');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  test('answers 503 "degraded" with the database "down" once the database is closed', async () => {
    const closed = await testDb.open();
    const downApp = await buildApp({ database: closed, config: testConfig() });
    try {
      const requestDown = await listenForTests(downApp);
      await closed.close();
      const response = await requestDown('/api/health');
      expect(response.status).toBe(503);
      expect(response.headers['cache-control']).toBe('no-store');
      const health = healthResponseSchema.parse(response.json());
      expect(health).toMatchObject({
        status: 'degraded',
        database: { status: 'down', driver: testDb.driver, migrations: 0 },
      });
      expect(health.database.message).toBeTruthy();
    } finally {
      await downApp.close();
      await testDb.dispose(closed);
    }
  });
});
