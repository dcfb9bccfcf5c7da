import { eq } from 'drizzle-orm';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { YardInvitationCreated, YardMemberRole } from '@thrive/shared/contracts';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { plants, userTaskRules, yards, zones } from '../db/schema';
import { seedReferenceData } from '../reference-data/seed';
import { insertGeoFixture } from '../testing/geo-fixture';
import { tokenOf } from '../features/yard-sharing/sharing-fixture';
import { signedInDirectly } from '../testing/identity-fixture';
import { makeInYard, makePlantZone, type YardKind } from '../testing/owned-resources';
import type { Gardener } from '../testing/seeded-app';
import { testConfig } from '../testing/test-app';
import { testDatabases } from '../testing/test-databases';
import {
  BODY_CALLS,
  BODY_ROUTES,
  CHANGING_GETS,
  gardenOf,
  OWNER_CALLS,
  PATH_BODIES,
  WATERING,
  YARD_KINDS,
  ZONE_FIELDS,
  type Ctx,
  type Method,
  type YardCall,
} from '../testing/shared-yard-calls';

describe.each(testDatabases())('roles in a shared yard, on every route of a yard on $driver', (testDb) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const registered: Array<{ method: Method; url: string; options: RouteOptions }> = [];
  let owner: Gardener;
  let viewer: Gardener;
  let gardener: Gardener;
  let removed: Gardener;
  let yardId: number;
  let ctx: Ctx;

  const send = async (who: Gardener, method: Method, path: string, payload?: object) =>
    app.inject({
      method,
      url: `/api${path.replace('{uid}', String(who.identity.Id))}`,
      headers: who.headers,
      ...(payload === undefined ? {} : { payload }),
    });

  const share = async (member: Gardener, Role: YardMemberRole) => {
    const invited = await send(owner, 'POST', `/users/{uid}/yard/${yardId}/Invitations`, { Role });
    expect(invited.statusCode).toBe(200);
    const { Link } = invited.json() as YardInvitationCreated;
    const accepted = await send(member, 'POST', '/users/{uid}/InvitationAccept', { Token: tokenOf(Link) });
    expect(accepted.statusCode).toBe(200);
  };

  beforeAll(async () => {
    database = await testDb.open();
    await seedReferenceData(database.db);
    // Stations near the yard, for its frost dates and nearest station.
    await insertGeoFixture(database.db);
    const record = (route: RouteOptions) => {
      for (const method of [route.method].flat())
        registered.push({ method: method.toUpperCase() as Method, url: route.url, options: route });
    };
    app = await buildApp({ database, config: testConfig(), onRoute: record });
    await app.ready();
    const db = database.db;
    const now = new Date();
    const gardenerNamed = (email: string) => signedInDirectly(db, { email }, now);
    owner = await gardenerNamed('roles-owner@example.com');
    viewer = await gardenerNamed('roles-viewer@example.com');
    gardener = await gardenerNamed('roles-gardener@example.com');
    removed = await gardenerNamed('roles-removed@example.com');
    [{ id: yardId }] = (await db
      .insert(yards)
      .values({
        userId: owner.identity.Id,
        name: 'Shared yard',
        latitude: 40.75,
        longitude: -74,
        hardinessZoneId: 14,
      })
      .returning({ id: yards.id })) as [{ id: number }];
    await share(viewer, 'viewer');
    await share(gardener, 'gardener');
    await share(removed, 'gardener');
    const [plant] = await db.select({ id: plants.id }).from(plants).limit(1);
    ctx = { db, plantId: plant!.id, ownerId: owner.identity.Id };
  });
  afterAll(async () => {
    await app.close();
    await testDb.dispose(database);
  });

  const config = (route: (typeof registered)[number]) => route.options.config ?? {};

  /** Every route whose path names a thing of a yard, as a call of the matrix, and the body-scoped ones. */
  const yardCalls = (): YardCall[] => {
    const inPath = registered
      .filter((route) => (config(route).access ?? 'user') === 'user')
      .filter((route) => YARD_KINDS.includes(config(route).idScope as YardKind))
      .map((route): YardCall => {
        const key = `${route.method} ${route.url}`;
        const reads =
          (route.method === 'GET' || route.method === 'HEAD') && !CHANGING_GETS.includes(route.url);
        const bodyOf = PATH_BODIES[key];
        return {
          name: key,
          method: route.method,
          kind: config(route).idScope as YardKind,
          need: OWNER_CALLS.includes(key) ? 'owner' : reads ? 'read' : 'change',
          // The first id is the yard's thing; any second (a member, an invitation) the owner's id.
          path: (id, { ownerId }) =>
            route.url
              .replace(/^\/api/, '')
              .replace(':uid', '{uid}')
              .replace(/:[A-Za-z]+/, String(id))
              .replace(/:[A-Za-z]+/g, String(ownerId)),
          ...(bodyOf ? { body: () => bodyOf(ctx) } : {}),
        };
      });
    return [...inPath, ...BODY_CALLS];
  };

  /** Calls `call` as `who` on a new thing of its kind in the shared yard. */
  const callOnNew = async (who: Gardener, call: YardCall) => {
    const id = await makeInYard[call.kind](ctx.db, owner.identity.Id, yardId);
    return callOn(who, call, id);
  };
  const callOn = async (who: Gardener, call: YardCall, id: number) =>
    send(who, call.method, call.path(id, ctx), await call.body?.(id, ctx));

  /** A refused call must leave the owner's garden and the yard's sharing as they were. */
  const refusedUnchanged = async (who: Gardener, call: YardCall) => {
    const id = await makeInYard[call.kind](ctx.db, owner.identity.Id, yardId);
    const before = await gardenOf(ctx.db, owner.identity.Id);
    const response = await callOn(who, call, id);
    expect(`${call.name}: ${JSON.stringify(await gardenOf(ctx.db, owner.identity.Id))}`).toBe(
      `${call.name}: ${JSON.stringify(before)}`,
    );
    return { response, id };
  };

  test('the matrix covers every route whose path names a yard, zone, plant, task or care-log entry, and every body- or query-scoped one', () => {
    const calls = yardCalls();
    expect(calls.filter((call) => call.need === 'read').length).toBeGreaterThan(5);
    expect(calls.filter((call) => call.need === 'change').length).toBeGreaterThan(5);
    // A GET that changes something says so (yardRole), and is listed here as a change.
    const declaredChangingGets = registered
      .filter((route) => route.method === 'GET' && YARD_KINDS.includes(config(route).idScope as YardKind))
      .filter((route) => config(route).yardRole === 'gardener' || config(route).yardRole === 'owner')
      .map((route) => route.url);
    expect(declaredChangingGets.sort()).toEqual([...CHANGING_GETS].sort());
    // Every route that names a yard's thing in its body or query is called below (a HEAD
    // is its GET's twin).
    const bodyScoped = registered
      .filter((route) => route.method !== 'HEAD')
      .filter((route) => config(route).bodyIdScope !== undefined || config(route).queryIdScope !== undefined)
      .map((route) => `${route.method} ${route.url}`);
    expect([...new Set(bodyScoped)].sort()).toEqual([...BODY_ROUTES].sort());
    const listed = new Set(calls.map((call) => call.name));
    expect(OWNER_CALLS.filter((name) => !listed.has(name))).toEqual([]);
  });

  test('a viewer reads everything of the shared yard (200-class) and every change is a 403 actionRefused that changes nothing', async () => {
    const answers: string[] = [];
    const expected: string[] = [];
    for (const call of yardCalls()) {
      if (call.need === 'read') {
        const response = await callOnNew(viewer, call);
        answers.push(
          `${call.name}: ${response.statusCode < 300 ? 'read' : `${response.statusCode} ${response.body}`}`,
        );
        expected.push(`${call.name}: read`);
      } else {
        const { response } = await refusedUnchanged(viewer, call);
        const refused =
          response.statusCode === 403 && (call.method === 'HEAD' || response.json().actionRefused === true);
        answers.push(`${call.name}: ${refused ? 'refused' : `${response.statusCode} ${response.body}`}`);
        expected.push(`${call.name}: refused`);
      }
    }
    expect(answers).toEqual(expected);
  });

  test("a gardener changes what the shared yard holds, but the owner's own calls (delete, copy, transfer, public, weather station, edit, invitations, members) are a 403 actionRefused that changes nothing", async () => {
    const answers: string[] = [];
    const expected: string[] = [];
    for (const call of yardCalls()) {
      if (call.need === 'owner') {
        const { response, id } = await refusedUnchanged(gardener, call);
        const refused =
          response.statusCode === 403 && (call.method === 'HEAD' || response.json().actionRefused === true);
        answers.push(`${call.name}: ${refused ? 'refused' : `${response.statusCode} ${response.body}`}`);
        expected.push(`${call.name}: refused`);
        if (call.kind === 'yard')
          expect((await ctx.db.select().from(yards).where(eq(yards.id, id))).length).toBe(1);
      } else if (call.method === 'HEAD' && call.need === 'change') {
        // The HEAD of a GET that changes something is not run at all (405): it changes nothing.
        const { response } = await refusedUnchanged(gardener, call);
        answers.push(`${call.name}: ${response.statusCode}`);
        expected.push(`${call.name}: 405`);
      } else {
        const response = await callOnNew(gardener, call);
        answers.push(
          `${call.name}: ${response.statusCode < 300 ? 'through' : `${response.statusCode} ${response.body}`}`,
        );
        expected.push(`${call.name}: through`);
      }
    }
    expect(answers).toEqual(expected);
    // The gardener's changes are the owner's rows, in the shared yard.
    const made = await ctx.db.select().from(zones).where(eq(zones.name, 'Shared bed'));
    expect(made.length).toBeGreaterThan(0);
    expect(made.every((zone) => zone.userId === owner.identity.Id && zone.yardId === yardId)).toBe(true);
  });

  test('a removed member gets the 404 of a missing id on every call of the yard, from the next call on', async () => {
    const before = await send(removed, 'GET', `/users/{uid}/yard/${yardId}`);
    expect(before.statusCode).toBe(200);
    const removal = await send(owner, 'DELETE', `/users/{uid}/yard/${yardId}/Members/${removed.identity.Id}`);
    expect(removal.statusCode).toBe(200);
    const answers: string[] = [];
    const expected: string[] = [];
    const answer = (call: YardCall, response: Awaited<ReturnType<typeof send>>, named: number) =>
      `${call.name}: ${response.statusCode} ${call.method === 'HEAD' ? '' : String(response.json().message).replace(String(named), '{id}')}`;
    for (const call of yardCalls()) {
      const { response, id } = await refusedUnchanged(removed, call);
      const missing = await callOn(removed, call, id + 1_000_000);
      answers.push(answer(call, response, id));
      expected.push(answer(call, missing, id + 1_000_000));
      answers.push(`${call.name}: ${response.statusCode}`);
      expected.push(`${call.name}: ${call.strangerStatus ?? 404}`);
    }
    expect(answers).toEqual(expected);
  });

  test("a member admitted to shared yard A cannot reach the owner's unshared yard B through a body or a second id (the answer of an id that names nothing)", async () => {
    const db = ctx.db;
    const ownerId = owner.identity.Id;
    const [{ id: yardB }] = (await db
      .insert(yards)
      .values({ userId: ownerId, name: 'Private yard', latitude: 40.75, longitude: -74, hardinessZoneId: 14 })
      .returning({ id: yards.id })) as [{ id: number }];
    const inA = await makePlantZone(db, ownerId, yardId);
    const inB = await makePlantZone(db, ownerId, yardB);
    const [ruleB] = await db
      .insert(userTaskRules)
      .values({ userId: ownerId, plantZoneId: inB.id, taskType: 'Private task', startDate: '2026-05-01' })
      .returning({ id: userTaskRules.id });
    const activityA = await makeInYard['plant-activity'](db, ownerId, yardId);
    const before = await gardenOf(db, ownerId);
    const status = async (method: Method, path: string, payload?: object) => {
      const response = await send(gardener, method, path, payload);
      return `${method} ${path}: ${response.statusCode} ${response.json().message ?? ''}`;
    };
    const answers = [
      // A zone of A saved into B's yard.
      await status('POST', '/users/{uid}/zone', { ...ZONE_FIELDS, Id: inA.zoneId, YardId: yardB }),
      // A task of B's moved onto a plant of A.
      await status('POST', '/users/{uid}/UserTasks', {
        Id: ruleB!.id,
        PlantZoneId: inA.id,
        TaskType: 'Taken',
        StartDate: '2026-05-01',
      }),
      // B's yard, zone and plant named straight.
      await status('POST', '/users/{uid}/PlantThriveScorecard', { PlantId: ctx.plantId, YardId: yardB }),
      await status('POST', '/users/{uid}/zone', { ...ZONE_FIELDS, YardId: yardB }),
      await status('POST', `/users/{uid}/TogglePlantZone/${inB.zoneId}`, { plantId: ctx.plantId }),
      await status('POST', `/users/{uid}/UpdatePlantZone/${inB.id}`, { fertilizerId: 0 }),
    ];
    expect(answers).toEqual([
      `POST /users/{uid}/zone: 404 There is no yard ${yardB}.`,
      `POST /users/{uid}/UserTasks: 404 There is no task of your own ${ruleB!.id}.`,
      `POST /users/{uid}/PlantThriveScorecard: 404 There is no yard ${yardB}.`,
      `POST /users/{uid}/zone: 404 There is no yard ${yardB}.`,
      `POST /users/{uid}/TogglePlantZone/${inB.zoneId}: 404 There is no zone ${inB.zoneId}.`,
      `POST /users/{uid}/UpdatePlantZone/${inB.id}: 404 There is no plant in a zone ${inB.id}.`,
    ]);
    // An activity of A moved onto a plant of B: the care log's answer for a plant-zone that is not there.
    const moved = await send(gardener, 'POST', '/users/{uid}/PlantActivity', {
      Id: activityA,
      PlantId: ctx.plantId,
      PlantZoneId: inB.id,
      CareCategoryId: WATERING,
      DoneOn: '2026-05-01',
    });
    const nowhere = await send(gardener, 'POST', '/users/{uid}/PlantActivity', {
      Id: activityA,
      PlantId: ctx.plantId,
      PlantZoneId: inB.id + 1_000_000,
      CareCategoryId: WATERING,
      DoneOn: '2026-05-01',
    });
    expect([moved.statusCode, moved.json()]).toEqual([nowhere.statusCode, nowhere.json()]);
    expect(moved.statusCode).toBe(400);
    expect(await gardenOf(db, ownerId)).toEqual(before);
  });
});
