import { signedInDirectly } from '../testing/identity-fixture';
import { seededApp } from '../testing/seeded-app';
import { testDatabases } from '../testing/test-databases';

describe.each(testDatabases())(
  'signed-in answers are never stored by a cache (issue 30) on $driver',
  (testDb) => {
    const api = seededApp(testDb);

    test("a gardener's answers and errors carry Cache-Control: no-store; a public page keeps its own caching", async () => {
      const me = await signedInDirectly(api.db, { email: 'no-store@example.com' });
      const identity = await api.call(me, 'GET', '');
      expect(identity.statusCode).toBe(200);
      expect(identity.headers['cache-control']).toBe('no-store');
      const missing = await api.call(me, 'GET', '/yard/999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['cache-control']).toBe('no-store');
      const refused = await api.app.inject({ url: `/api/users/${me.identity.Id}` });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['cache-control']).toBe('no-store');

      const publicPage = await api.app.inject({ url: '/api/public/yard/999999' });
      expect(publicPage.headers['cache-control']).not.toBe('no-store');
    });
  },
);
