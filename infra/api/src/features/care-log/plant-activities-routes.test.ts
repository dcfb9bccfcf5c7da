import { eq } from 'drizzle-orm';
import type { PlantActivity } from '@thrive/shared/contracts';
import { plantActivities, plantZones, userTasks } from '../../db/schema';
import { clockedApp } from '../../testing/clocked-app';
import type { Gardener } from '../../testing/seeded-app';
import { HOSTA, TOMATO } from '../../testing/scorecard-garden';
import { testDatabases } from '../../testing/test-databases';

const NOW = new Date('2026-04-01T12:00:00.000Z');
const WATERING = 1;
const PRUNING = 3;
const FUTURE = 'The date cannot be in the future.';
const NOT_YOUR_ZONE = 'Choose one of your zones where this plant grows.';

describe.each(testDatabases())(
  'plant activity log (SPEC §7 plant calls, §3 plant activity) on $driver',
  (testDb) => {
    const api = clockedApp(testDb, { prefix: 'care-log', now: NOW });
    const { gardener, ok, refused, send } = api;

    /** A gardener growing tomato in "Bed" (plant-zone `tomatoIn`) and hosta in it too. */
    async function grower() {
      const me = await gardener();
      const tomato = (await api.plantNamed(TOMATO)).id;
      const hosta = (await api.plantNamed(HOSTA)).id;
      const { zoneId, plantZoneIds } = await api.garden(me, 'Bed', [tomato, hosta]);
      return { me, tomato, hosta, zoneId, tomatoIn: plantZoneIds[0]!, hostaIn: plantZoneIds[1]! };
    }
    const log = (who: Gardener, body: object): Promise<PlantActivity> =>
      ok(who, 'POST', '/users/{uid}/PlantActivity', body);
    const list = (who: Gardener, plantId: number): Promise<PlantActivity[]> =>
      ok(who, 'GET', `/Users/{uid}/PlantActivities/${plantId}/`);

    test('logs an activity and answers it with its care category and zone names', async () => {
      const g = await grower();
      const logged = await log(g.me, {
        Id: 0,
        PlantId: g.tomato,
        PlantZoneId: g.tomatoIn,
        CareCategoryId: WATERING,
        Notes: '  Deep soak  ',
        DoneOn: '2026-03-30',
      });
      expect(logged).toEqual({
        Id: expect.any(Number),
        PlantId: g.tomato,
        PlantZoneId: g.tomatoIn,
        ZoneName: 'Bed',
        CareCategoryId: WATERING,
        CareCategory: 'Watering',
        Notes: 'Deep soak',
        DoneOn: '2026-03-30',
        TaskId: 0,
        CreatedAt: NOW.toISOString(),
      });
      expect(await ok(g.me, 'GET', `/Users/{uid}/PlantActivity/${logged.Id}/`)).toEqual(logged);
    });

    test('an activity need not name a zone (PlantZoneId 0, no zone name)', async () => {
      const g = await grower();
      const logged = await log(g.me, { PlantId: g.tomato, CareCategoryId: PRUNING, DoneOn: '2026-03-01' });
      expect(logged).toMatchObject({ PlantZoneId: 0, ZoneName: '', CareCategory: 'Pruning', Notes: '' });
    });

    test("lists the gardener's activities of one plant, newest first by day then id, tasks' included", async () => {
      const g = await grower();
      const other = await grower();
      const older = await log(g.me, { PlantId: g.tomato, CareCategoryId: WATERING, DoneOn: '2026-03-01' });
      const first = await log(g.me, { PlantId: g.tomato, CareCategoryId: WATERING, DoneOn: '2026-03-20' });
      const second = await log(g.me, { PlantId: g.tomato, CareCategoryId: PRUNING, DoneOn: '2026-03-20' });
      await log(g.me, { PlantId: g.hosta, CareCategoryId: WATERING, DoneOn: '2026-03-25' });
      await log(other.me, { PlantId: other.tomato, CareCategoryId: WATERING, DoneOn: '2026-03-28' });
      // Completing a task logs an activity with its TaskId (the care engine does).
      const [task] = await api.db
        .insert(userTasks)
        .values({
          userId: g.me.identity.Id,
          plantZoneId: g.tomatoIn,
          plantId: g.tomato,
          zoneId: g.zoneId,
          source: 'care',
          taskType: 'Fertilize',
          dueDate: '2026-03-10',
          taskStatusId: 1,
          dateCompleted: '2026-03-10',
        })
        .returning({ id: userTasks.id });
      const [fromTask] = await api.db
        .insert(plantActivities)
        .values({
          userId: g.me.identity.Id,
          plantId: g.tomato,
          plantZoneId: g.tomatoIn,
          careCategoryId: 2,
          doneOn: '2026-03-10',
          taskId: task!.id,
        })
        .returning({ id: plantActivities.id });

      const activities = await list(g.me, g.tomato);
      expect(activities.map((a) => a.Id)).toEqual([second.Id, first.Id, fromTask!.id, older.Id]);
      expect(activities[2]).toMatchObject({ TaskId: task!.id, CareCategory: 'Fertilizing', ZoneName: 'Bed' });
      expect(await list(other.me, g.hosta)).toEqual([]);
    });

    test('an activity logged by a task keeps the zone name once the plant left the zone', async () => {
      const g = await grower();
      const [task] = await api.db
        .insert(userTasks)
        .values({
          userId: g.me.identity.Id,
          plantZoneId: g.tomatoIn,
          plantId: g.tomato,
          source: 'care',
          taskType: 'Water',
          zoneName: 'Bed',
          dueDate: '2026-03-10',
        })
        .returning({ id: userTasks.id });
      await api.db.insert(plantActivities).values({
        userId: g.me.identity.Id,
        plantId: g.tomato,
        plantZoneId: g.tomatoIn,
        careCategoryId: WATERING,
        doneOn: '2026-03-10',
        taskId: task!.id,
      });
      await api.db.delete(plantZones).where(eq(plantZones.id, g.tomatoIn));
      expect(await list(g.me, g.tomato)).toEqual([
        expect.objectContaining({ PlantZoneId: 0, ZoneName: 'Bed', TaskId: task!.id }),
      ]);
    });

    test('Id above 0 changes the activity (TaskId kept) and answers it', async () => {
      const g = await grower();
      const logged = await log(g.me, { PlantId: g.tomato, CareCategoryId: WATERING, DoneOn: '2026-03-01' });
      await api.db.update(plantActivities).set({ taskId: 77 }).where(eq(plantActivities.id, logged.Id));
      const changed = await log(g.me, {
        Id: logged.Id,
        PlantId: g.hosta,
        PlantZoneId: g.hostaIn,
        CareCategoryId: PRUNING,
        Notes: 'Cut back',
        DoneOn: '2026-03-15',
      });
      expect(changed).toEqual({
        ...logged,
        PlantId: g.hosta,
        PlantZoneId: g.hostaIn,
        ZoneName: 'Bed',
        CareCategoryId: PRUNING,
        CareCategory: 'Pruning',
        Notes: 'Cut back',
        DoneOn: '2026-03-15',
        TaskId: 77,
      });
      expect(await list(g.me, g.tomato)).toEqual([]);
    });

    test("another gardener's activity Id in the body is refused as a missing one (404) and left unchanged", async () => {
      const owner = await grower();
      const intruder = await grower();
      const theirs = await log(owner.me, {
        PlantId: owner.tomato,
        CareCategoryId: WATERING,
        DoneOn: '2026-03-01',
      });
      const attempt = {
        Id: theirs.Id,
        PlantId: intruder.tomato,
        CareCategoryId: PRUNING,
        DoneOn: '2026-03-02',
      };
      expect(await refused(intruder.me, 'POST', '/users/{uid}/PlantActivity', attempt)).toEqual({
        status: 404,
        body: { message: `There is no plant activity ${theirs.Id}.` },
      });
      expect(await ok(owner.me, 'GET', `/Users/{uid}/PlantActivity/${theirs.Id}`)).toEqual(theirs);
      const unknown = { ...attempt, Id: theirs.Id + 100_000 };
      expect((await refused(intruder.me, 'POST', '/users/{uid}/PlantActivity', unknown)).status).toBe(404);
    });

    test('a day after the server’s today is allowed (time zones), a later one is refused', async () => {
      const g = await grower();
      const body = { PlantId: g.tomato, CareCategoryId: WATERING };
      expect((await log(g.me, { ...body, DoneOn: '2026-04-02' })).DoneOn).toBe('2026-04-02');
      expect(
        await refused(g.me, 'POST', '/users/{uid}/PlantActivity', { ...body, DoneOn: '2026-04-03' }),
      ).toEqual({
        status: 400,
        body: { message: FUTURE, fields: { 'body.DoneOn': FUTURE } },
      });
    });

    test("another gardener's plant-zone, or one growing another plant, is refused with a field message", async () => {
      const g = await grower();
      const other = await grower();
      const body = { PlantId: g.tomato, CareCategoryId: WATERING, DoneOn: '2026-03-01' };
      for (const PlantZoneId of [other.tomatoIn, g.hostaIn, 999_999]) {
        expect(await refused(g.me, 'POST', '/users/{uid}/PlantActivity', { ...body, PlantZoneId })).toEqual({
          status: 400,
          body: { message: NOT_YOUR_ZONE, fields: { 'body.PlantZoneId': NOT_YOUR_ZONE } },
        });
      }
      expect(await list(g.me, g.tomato)).toEqual([]);
    });

    test.each([
      ['no plant', { PlantId: undefined }, 'body.PlantId', 'Choose the plant.'],
      ['plant 0', { PlantId: 0 }, 'body.PlantId', 'Choose the plant.'],
      ['no care category', { CareCategoryId: undefined }, 'body.CareCategoryId', 'Choose what you did.'],
      ['no date', { DoneOn: undefined }, 'body.DoneOn', 'Please enter a date.'],
      ['no such day', { DoneOn: '2026-02-30' }, 'body.DoneOn', 'Please enter a valid date (yyyy-mm-dd).'],
      ['notes too long', { Notes: 'x'.repeat(2001) }, 'body.Notes', 'Notes must be at most 2000 characters.'],
    ])('bad input (%s) answers 400 naming the field', async (_case, change, field, message) => {
      const g = await grower();
      const body = { PlantId: g.tomato, CareCategoryId: WATERING, DoneOn: '2026-03-01', ...change };
      const response = await send(g.me, 'POST', '/users/{uid}/PlantActivity', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields[field]).toBe(message);
      expect(await list(g.me, g.tomato)).toEqual([]);
    });

    test('a care category that is not ours and a future day are reported together', async () => {
      const g = await grower();
      const response = await send(g.me, 'POST', '/users/{uid}/PlantActivity', {
        PlantId: g.tomato,
        CareCategoryId: 999,
        DoneOn: '2027-01-01',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({
        'body.DoneOn': FUTURE,
        'body.CareCategoryId': 'Choose what you did.',
      });
    });

    test('an unknown plant answers 404, in the list and when logging', async () => {
      const g = await grower();
      const body = { PlantId: 999_999, CareCategoryId: WATERING, DoneOn: '2026-03-01' };
      expect(await refused(g.me, 'POST', '/users/{uid}/PlantActivity', body)).toEqual({
        status: 404,
        body: { message: 'There is no plant 999999.' },
      });
      expect((await refused(g.me, 'GET', '/Users/{uid}/PlantActivities/999999/')).status).toBe(404);
    });

    test('DELETE removes the activity and answers a message; another gardener cannot', async () => {
      const owner = await grower();
      const intruder = await grower();
      const kept = await log(owner.me, {
        PlantId: owner.tomato,
        CareCategoryId: WATERING,
        DoneOn: '2026-03-01',
      });
      const gone = await log(owner.me, {
        PlantId: owner.tomato,
        CareCategoryId: WATERING,
        DoneOn: '2026-03-02',
      });
      expect((await refused(intruder.me, 'DELETE', `/users/{uid}/PlantActivity/${kept.Id}`)).status).toBe(
        404,
      );
      expect((await refused(intruder.me, 'GET', `/Users/{uid}/PlantActivity/${kept.Id}`)).status).toBe(404);
      expect(await ok(owner.me, 'DELETE', `/users/{uid}/PlantActivity/${gone.Id}`)).toEqual({
        message: 'The activity was deleted.',
      });
      expect((await refused(owner.me, 'GET', `/Users/{uid}/PlantActivity/${gone.Id}`)).status).toBe(404);
      expect((await list(owner.me, owner.tomato)).map((a) => a.Id)).toEqual([kept.Id]);
    });
  },
);
