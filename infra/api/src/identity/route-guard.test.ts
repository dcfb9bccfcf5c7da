import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { seedReferenceData } from '../reference-data/seed';
import { testDatabases } from '../testing/test-databases';
import { testConfig } from '../testing/test-app';
import { signedInUser } from '../testing/identity-fixture';
import { makeOwnedResource } from '../testing/owned-resources';
import { OWNED_KINDS, type IdScope, type OwnedKind } from './route-access';

/** Routes anyone may call. Adding one here is a decision: every other route needs a token. */
const PUBLIC_ROUTES = [
  '/api/health',
  '/api/bridge',
  '/api/docs',
  '/api/bridge/0/countries',
  '/api/bridge/:id/states',
  '/api/bridge/0/genders',
  '/api/public/yard/:id',
  // The secret address is the credential: calendar apps send no token (rate limited per address).
  '/api/calendar/:token',
  // Photo files: the signed address is the credential, as an <img> sends no token.
  '/media/*',
  // A style's planting plan, drawn from our reference data for an <img>, which sends no token.
  '/api/LandscapeStyles/:id/Plan.svg',
  // A plant's illustration, drawn from our reference data for an <img>, which sends no token.
  '/api/Plants/:id/Illustration.svg',
  // The operator page: OPERATOR_KEY is its credential (admin/operator-page.ts), off without one.
  '/api/operator/questions',
  '/api/operator/login',
  '/api/operator/logout',
  '/api/operator/questions/:id/answer',
  // An invitation's secret token is the credential: read before signing in (rate limited per address).
  '/api/public/InvitationPreview',
  // An invitation's secret token is the credential: makes the invited person's account (rate limited).
  '/api/public/InvitationJoin',
  // A reminder mail's secret unsubscribe token is the credential: turns its reminders off (rate limited).
  '/api/public/Unsubscribe',
];

const INJECTABLE = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
type Method = (typeof INJECTABLE)[number];

interface Route {
  method: Method;
  url: string;
  access: string;
  idScope: IdScope | undefined;
}

/** Path parameters other than `{uid}`: ids of something. */
const idParams = (url: string) => (url.match(/:[A-Za-z]+/g) ?? []).filter((param) => param !== ':uid');

function fillPath(url: string, uid: number): string {
  return url.replace(':uid', String(uid)).replace(/:[A-Za-z]+/g, '1');
}

describe.each(testDatabases())(
  'every registered route is guarded (SPEC §6, DESIGN §4) on $driver',
  (testDb) => {
    let database: DatabaseHandle;
    let app: FastifyInstance;
    const routes: Route[] = [];

    beforeAll(async () => {
      database = await testDb.open();
      // Plant-zones (an owned kind) need a plant from the catalogue.
      await seedReferenceData(database.db);
      const record = (route: RouteOptions) => {
        for (const method of [route.method].flat()) {
          const known = INJECTABLE.find((m) => m === method.toUpperCase());
          if (!known) throw new Error(`route ${route.url} uses ${method}, which this test cannot call`);
          routes.push({
            method: known,
            url: route.url,
            access: route.config?.access ?? 'user',
            idScope: route.config?.idScope,
          });
        }
      };
      app = await buildApp({ database, config: testConfig(), onRoute: record });
      await app.ready();
    });
    afterAll(async () => {
      await app.close();
      await testDb.dispose(database);
    });

    const guarded = () => routes.filter((route) => route.access !== 'public' && route.url.startsWith('/api'));

    test('only the listed routes are public', () => {
      const open = [...new Set(routes.filter((r) => r.access === 'public').map((r) => r.url))].sort();
      expect(open).toEqual([...PUBLIC_ROUTES].sort());
      expect(guarded().length).toBeGreaterThan(0);
    });

    test('without a token, or with a bad one, every other route answers 401', async () => {
      const { identity } = await signedInUser(app, database.db, 'guard-401@example.com');
      for (const route of guarded()) {
        const url = fillPath(route.url, identity.Id);
        const bad = { 'x-app': `thrive|${identity.Id}`, 'x-token': 'not-a-token' };
        const forged = { 'x-app': `thrive|${identity.Id + 1000}`, 'x-token': identity.Token };
        for (const headers of [{}, bad, forged]) {
          const response = await app.inject({ method: route.method, url, headers, payload: {} });
          expect(`${route.method} ${route.url}: ${response.statusCode}`).toBe(
            `${route.method} ${route.url}: 401`,
          );
        }
      }
    });

    test("another user's {uid} answers 403 on every route that takes one", async () => {
      const owner = await signedInUser(app, database.db, 'guard-owner@example.com');
      const intruder = await signedInUser(app, database.db, 'guard-intruder@example.com');
      const withUid = guarded().filter((route) => route.url.includes(':uid'));
      expect(withUid.length).toBeGreaterThan(0);
      for (const route of withUid) {
        const url = fillPath(route.url, owner.identity.Id);
        const response = await app.inject({
          method: route.method,
          url,
          headers: intruder.headers,
          payload: {},
        });
        expect(`${route.method} ${route.url}: ${response.statusCode}`).toBe(
          `${route.method} ${route.url}: 403`,
        );
      }
      // Nothing of the owner's was changed by the attempts (DELETE included).
      expect(
        (await app.inject({ url: `/api/users/${owner.identity.Id}`, headers: owner.headers })).statusCode,
      ).toBe(200);
    });

    test('every guarded route that takes an id says whether it is reference data or owned', () => {
      // Operator (admin) routes act on anyone's data by design; gardeners' routes may not.
      const undeclared = guarded()
        .filter((route) => route.access === 'user')
        .filter((route) => idParams(route.url).length > 0 && route.idScope === undefined)
        .map((route) => `${route.method} ${route.url}`);
      expect(undeclared).toEqual([]);
    });

    test("another gardener's yard, zone ... id answers the 404 of a missing one, same message, on every route that takes one (SPEC §6)", async () => {
      const owner = await signedInUser(app, database.db, 'owned-owner@example.com');
      const intruder = await signedInUser(app, database.db, 'owned-intruder@example.com');
      const owned = guarded().filter((route) => OWNED_KINDS.includes(route.idScope as OwnedKind));
      expect(owned.length).toBeGreaterThan(0);
      const intruderPath = (route: Route, id: number) =>
        route.url.replace(':uid', String(intruder.identity.Id)).replace(/:[A-Za-z]+/, String(id));
      for (const route of owned) {
        const id = await makeOwnedResource[route.idScope as OwnedKind](database.db, owner.identity.Id);
        const call = (url: string) =>
          app.inject({ method: route.method, url, headers: intruder.headers, payload: {} });
        const others = await call(intruderPath(route, id));
        // An id past every one made so far names nothing; its message differs only by the id.
        const missing = await call(intruderPath(route, id + 1_000_000));
        const answer = (response: typeof others, named: number) => [
          response.statusCode,
          route.method === 'HEAD' ? '' : response.json().message.replace(String(named), '{id}'),
        ];
        expect(`${route.method} ${route.url}: ${JSON.stringify(answer(others, id))}`).toBe(
          `${route.method} ${route.url}: ${JSON.stringify(answer(missing, id + 1_000_000))}`,
        );
        expect(`${route.method} ${route.url}: ${others.statusCode}`).toBe(
          `${route.method} ${route.url}: 404`,
        );
        const own = await app.inject({
          method: route.method,
          url: route.url.replace(':uid', String(owner.identity.Id)).replace(/:[A-Za-z]+/, String(id)),
          headers: owner.headers,
          payload: {},
        });
        expect([401, 403]).not.toContain(own.statusCode);
      }
    });
  },
);
