import { and, count, eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { handleOf } from '../db/database';
import { favoritePlants, idempotencyKeys, plantActivities, userTasks } from '../db/schema';
import { clockedApp } from '../testing/clocked-app';
import type { Gardener } from '../testing/seeded-app';
import { HOSTA, TOMATO } from '../testing/scorecard-garden';
import { testConfig } from '../testing/test-app';
import { testDatabases } from '../testing/test-databases';
import { KEY_OF_ANOTHER_REQUEST_MESSAGE } from './claim-key';
import { BAD_KEY_MESSAGE } from './idempotency-key';

const NOW = new Date('2026-04-01T12:00:00.000Z');
const WATERING = 1;
const COMPLETED = 1;
const PENDING = 2;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe.each(testDatabases())(
  "Idempotency-Key on a gardener's writes (offline queue resends) on $driver",
  (testDb) => {
    const api = clockedApp(testDb, { prefix: 'idempotent', now: NOW });
    let keys = 0;
    const newKey = () => `resend-${++keys}-${Date.now()}`;

    /** A call to `/api{path}` ({uid}: the caller's id), with the key when one is given. */
    const send = (who: Gardener, method: Method, path: string, key?: string, payload?: object) =>
      api.app.inject({
        method,
        url: `/api${path.replace('{uid}', String(who.identity.Id))}`,
        headers: { ...who.headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
        payload,
      });
    const replayed = (response: { headers: Record<string, unknown> }) =>
      response.headers['idempotent-replayed'];

    async function grower() {
      const me = await api.gardener();
      const tomato = (await api.plantNamed(TOMATO)).id;
      const { zoneId, plantZoneIds } = await api.garden(me, 'Bed', [tomato]);
      return { me, tomato, zoneId, tomatoIn: plantZoneIds[0]! };
    }
    const watering = (plantId: number) => ({
      PlantId: plantId,
      CareCategoryId: WATERING,
      DoneOn: '2026-03-30',
    });
    const activitiesOf = async (who: Gardener) =>
      (
        await api.db
          .select({ n: count() })
          .from(plantActivities)
          .where(eq(plantActivities.userId, who.identity.Id))
      )[0]!.n;

    test('a care log entry sent twice with one key is logged once; the resend gets the same answer, marked replayed', async () => {
      const g = await grower();
      const key = newKey();
      const first = await send(g.me, 'POST', '/users/{uid}/PlantActivity', key, watering(g.tomato));
      const again = await send(g.me, 'POST', '/users/{uid}/PlantActivity', key, watering(g.tomato));
      expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
      expect(again.json()).toEqual(first.json());
      expect(again.headers['content-type']).toBe(first.headers['content-type']);
      expect([replayed(first), replayed(again)]).toEqual([undefined, 'true']);
      expect(await activitiesOf(g.me)).toBe(1);
    });

    test('the path in any case (Users/) honours the key', async () => {
      const g = await grower();
      const key = newKey();
      for (let i = 0; i < 2; i++)
        await send(g.me, 'POST', '/Users/{uid}/PlantActivity', key, watering(g.tomato));
      expect(await activitiesOf(g.me)).toBe(1);
    });

    test('a task completed with a key is not completed again by the resend after it was reopened', async () => {
      const g = await grower();
      const [task] = await api.db
        .insert(userTasks)
        .values({
          userId: g.me.identity.Id,
          plantZoneId: g.tomatoIn,
          plantId: g.tomato,
          zoneId: g.zoneId,
          source: 'care',
          taskType: 'Water',
          dueDate: '2026-03-31',
          taskStatusId: PENDING,
        })
        .returning({ id: userTasks.id });
      const key = newKey();
      const complete = { notes: String(task!.id), plantId: COMPLETED, dateCompleted: '2026-03-31' };
      const first = await send(g.me, 'PUT', '/users/{uid}/UpdateTaskStatus', key, complete);
      expect(first.json()).toMatchObject({ Updated: 1 });
      // The gardener reopens it (no key: as the app does online); the queue's late resend comes after.
      const reopen = await send(g.me, 'PUT', '/users/{uid}/UpdateTaskStatus', undefined, {
        notes: String(task!.id),
        plantId: PENDING,
      });
      expect(reopen.statusCode).toBe(200);
      const resend = await send(g.me, 'PUT', '/users/{uid}/UpdateTaskStatus', key, complete);
      expect([resend.statusCode, resend.json(), replayed(resend)]).toEqual([200, first.json(), 'true']);
      const [row] = await api.db
        .select({ status: userTasks.taskStatusId })
        .from(userTasks)
        .where(eq(userTasks.id, task!.id));
      expect(row!.status).toBe(PENDING);
      expect(await activitiesOf(g.me)).toBe(0);
    });

    test('ToggleFavoritePlant (a GET that writes) resent with its key toggles once; without a key it toggles each time', async () => {
      const me = await api.gardener();
      const hosta = (await api.plantNamed(HOSTA)).id;
      const isFavorite = async () =>
        (
          await api.db
            .select()
            .from(favoritePlants)
            .where(and(eq(favoritePlants.userId, me.identity.Id), eq(favoritePlants.plantId, hosta)))
        ).length === 1;
      const key = newKey();
      const first = await send(me, 'GET', `/users/{uid}/ToggleFavoritePlant/${hosta}`, key);
      const again = await send(me, 'GET', `/users/{uid}/ToggleFavoritePlant/${hosta}`, key);
      expect([first.json(), again.json()]).toEqual([
        { PlantId: hosta, IsFavorite: true },
        { PlantId: hosta, IsFavorite: true },
      ]);
      expect(replayed(again)).toBe('true');
      expect(await isFavorite()).toBe(true);

      const unkeyed = await send(me, 'GET', `/users/{uid}/ToggleFavoritePlant/${hosta}`);
      expect([unkeyed.json(), replayed(unkeyed)]).toEqual([{ PlantId: hosta, IsFavorite: false }, undefined]);
      expect(await isFavorite()).toBe(false);
    });

    test('a 4xx refusal is kept: the resend is refused with the same message', async () => {
      const g = await grower();
      const key = newKey();
      const future = { ...watering(g.tomato), DoneOn: '2026-05-01' };
      const first = await send(g.me, 'POST', '/users/{uid}/PlantActivity', key, future);
      expect(first.statusCode).toBe(400);
      expect(first.json().message).toBe('The date cannot be in the future.');
      const again = await send(g.me, 'POST', '/users/{uid}/PlantActivity', key, future);
      expect([again.statusCode, again.json(), replayed(again)]).toEqual([400, first.json(), 'true']);
    });

    test.each([
      ['is too short', 'abc1234'],
      ['is too long', 'k'.repeat(101)],
      ['holds a space', 'has a space'],
      ['holds other letters', 'clé-de-jardin'],
      ['is empty', ''],
    ])('a key that %s is a 400 naming the header, and the write is not made', async (_case, key) => {
      const g = await grower();
      const response = await send(g.me, 'POST', '/users/{uid}/PlantActivity', key, watering(g.tomato));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: BAD_KEY_MESSAGE,
        fields: { 'headers.idempotency-key': BAD_KEY_MESSAGE },
      });
      expect(await activitiesOf(g.me)).toBe(0);
    });

    test('keys of 8 and of 100 letters, digits, - and _ are taken', async () => {
      const g = await grower();
      for (const key of ['Ab3_-xY9', `${'a1_-'.repeat(25)}`]) {
        const response = await send(g.me, 'POST', '/users/{uid}/PlantActivity', key, watering(g.tomato));
        expect(`${key}: ${response.statusCode}`).toBe(`${key}: 200`);
      }
    });

    test('the same key on another path or method is a 400, and that request does not run', async () => {
      const g = await grower();
      const key = newKey();
      const logged = await send(g.me, 'POST', '/users/{uid}/PlantActivity', key, watering(g.tomato));
      const otherMethod = await send(g.me, 'DELETE', `/users/{uid}/PlantActivity/${logged.json().Id}`, key);
      const otherPath = await send(g.me, 'GET', `/users/{uid}/ToggleFavoritePlant/${g.tomato}`, key);
      for (const response of [otherMethod, otherPath]) {
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          message: KEY_OF_ANOTHER_REQUEST_MESSAGE,
          fields: { 'headers.idempotency-key': KEY_OF_ANOTHER_REQUEST_MESSAGE },
        });
      }
      expect(await activitiesOf(g.me)).toBe(1);
      expect(
        await api.db.select().from(favoritePlants).where(eq(favoritePlants.userId, g.me.identity.Id)),
      ).toEqual([]);
    });

    test("another gardener sending the same key runs their own request: keys are each gardener's", async () => {
      const a = await grower();
      const b = await grower();
      const key = newKey();
      const mine = await send(a.me, 'POST', '/users/{uid}/PlantActivity', key, watering(a.tomato));
      const theirs = await send(b.me, 'POST', '/users/{uid}/PlantActivity', key, {
        ...watering(b.tomato),
        Notes: 'their own',
      });
      expect([theirs.statusCode, replayed(theirs)]).toEqual([200, undefined]);
      expect(theirs.json()).toMatchObject({ Notes: 'their own' });
      expect(theirs.json().Id).not.toBe(mine.json().Id);
      expect([await activitiesOf(a.me), await activitiesOf(b.me)]).toEqual([1, 1]);
    });

    test('without the header a write behaves as before: sent twice, it is made twice', async () => {
      const g = await grower();
      const first = await send(g.me, 'POST', '/users/{uid}/PlantActivity', undefined, watering(g.tomato));
      const second = await send(g.me, 'POST', '/users/{uid}/PlantActivity', undefined, watering(g.tomato));
      expect([replayed(first), replayed(second)]).toEqual([undefined, undefined]);
      expect(second.json().Id).not.toBe(first.json().Id);
      expect(await activitiesOf(g.me)).toBe(2);
      expect(
        await api.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, g.me.identity.Id)),
      ).toEqual([]);
    });

    test('a kept answer outlives the process: an app started again on the database replays it', async () => {
      const g = await grower();
      const key = newKey();
      const first = await send(g.me, 'POST', '/users/{uid}/PlantActivity', key, watering(g.tomato));
      const restarted = await buildApp({
        database: handleOf(api.db)!,
        config: testConfig(),
        clock: () => NOW,
      });
      try {
        const again = await restarted.inject({
          method: 'POST',
          url: `/api/users/${g.me.identity.Id}/PlantActivity`,
          headers: { ...g.me.headers, 'idempotency-key': key },
          payload: watering(g.tomato),
        });
        expect([again.json(), replayed(again)]).toEqual([first.json(), 'true']);
      } finally {
        await restarted.close();
      }
      expect(await activitiesOf(g.me)).toBe(1);
    });

    test('an answer holding a secret (a new calendar address) is never kept: a resend makes a new one', async () => {
      const me = await api.gardener();
      const key = newKey();
      const first = await send(me, 'POST', '/users/{uid}/CalendarFeed', key);
      const again = await send(me, 'POST', '/users/{uid}/CalendarFeed', key);
      expect([first.statusCode, again.statusCode, replayed(again)]).toEqual([200, 200, undefined]);
      expect(first.json().Url).toEqual(expect.any(String));
      expect(again.json().Url).not.toBe(first.json().Url);
      expect(
        await api.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, me.identity.Id)),
      ).toEqual([]);
    });

    test("deleting the account deletes the gardener's keys", async () => {
      const g = await grower();
      await send(g.me, 'POST', '/users/{uid}/PlantActivity', newKey(), watering(g.tomato));
      const deleted = await send(g.me, 'DELETE', '/users/{uid}', newKey());
      expect(deleted.statusCode).toBe(200);
      expect(
        await api.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, g.me.identity.Id)),
      ).toEqual([]);
    });
  },
);
