import { buildApp } from '../../app';
import { openPglite } from '../../db/open-pglite';
import { testConfig } from '../../testing/test-app';

test('GET /api/docs is the OpenAPI document generated from the zod contracts', async () => {
  const database = await openPglite(undefined);
  const app = await buildApp({ database, config: testConfig() });
  try {
    const response = await app.inject({ url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/bridge', '/api/users/{uid}']));
    // The request body schema comes from the shared contract, with its field.
    const bridge = doc.paths['/api/bridge'].post;
    expect(JSON.stringify(bridge.requestBody)).toContain('username');
    // Operator calls are not published.
    expect(Object.keys(doc.paths).some((path) => path.includes('admin'))).toBe(false);
  } finally {
    await app.close();
    await database.close();
  }
});
