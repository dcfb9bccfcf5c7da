import { migrationCount } from '../../api/src/db/migration-count';
import { errorBodySchema, healthResponseSchema } from '@thrive/shared/contracts';
import { NO_SUCH_API_ROUTE, NOTHING_HERE } from '../../api/src/errors';
import { useGatewayForFile } from './testing/gateway-fixture';

describe('gateway: the API on the same port (DESIGN §5)', () => {
  const gateway = useGatewayForFile();

  test('/api/health answers through the gateway with the database up, never cached', async () => {
    const response = await gateway().request('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(healthResponseSchema.parse(response.json())).toMatchObject({
      status: 'ok',
      database: { status: 'up', driver: 'pglite', migrations: migrationCount() },
    });
  });

  test('API routes match whatever the case and ignore a trailing slash through the gateway', async () => {
    expect((await gateway().request('/API/Health/')).status).toBe(200);
  });

  test('an unknown API path answers 404 JSON, not the shell’s index.html', async () => {
    const response = await gateway().request('/api/nope');
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(errorBodySchema.parse(response.json())).toEqual({ message: NO_SUCH_API_ROUTE });
  });

  test('an unknown API path for another method answers 404 JSON too', async () => {
    const response = await gateway().request({ method: 'DELETE', url: '/api/nope/1' });
    expect(response.status).toBe(404);
    expect(response.json()).toEqual({ message: NO_SUCH_API_ROUTE });
  });

  test('a missing static file answers 404 in the same error shape, without a server path', async () => {
    const response = await gateway().request('/no-such-file.js');
    expect(response.status).toBe(404);
    expect(response.json()).toEqual({ message: NOTHING_HERE });
  });
});
