import { and, eq, gte } from 'drizzle-orm';
import type { TaskPage, YardWeather } from '@thrive/shared/contracts';
import { userTasks, yardWeather } from '../../db/schema';
import { HEAT_FIXTURE, RAIN_FIXTURE, startFakeNws, type FakeNws } from '../../testing/fake-nws';
import { taskGarden, type TaskGardener } from '../../testing/task-garden';
import { testDatabases } from '../../testing/test-databases';
import { addDays } from '../common/calendar-days';
import { nwsProvider } from './nws-provider';
import { refreshYardWeather, WEATHER_STALE_HOURS } from './weather-refresh';

/** Wednesday 15 July 2026, 09:00 in Raleigh: watering season. */
const NOW = new Date('2026-07-15T13:00:00Z');
const TODAY = '2026-07-15';
const LATER = new Date(NOW.getTime() + (WEATHER_STALE_HOURS + 1) * 3_600_000);

describe.each(testDatabases())('watering that follows the weather of the yard (NWS) on $driver', (testDb) => {
  const garden = taskGarden(testDb, NOW);
  let nws: FakeNws;
  beforeAll(async () => {
    nws = await startFakeNws();
  });
  afterAll(async () => {
    await nws.close();
  });
  beforeEach(() => nws.reset());
  const provider = () => nwsProvider(nws.config);
  let made = 0;

  /** A gardener in Raleigh with a tomato planted today, their calendar made. */
  async function tomatoGrower() {
    const grower = await garden.gardenerWithBed(`weather-${++made}@example.com`, ['Solanum lycopersicum']);
    await garden.ok<TaskPage>(grower.who, 'GET', '/UserTasks?sd=0&sid=15&c=1000');
    return grower;
  }
  /** The gardener's watering tasks from today on: due day and reason. */
  const waterings = async (who: TaskGardener) =>
    garden.db
      .select({ id: userTasks.id, dueDate: userTasks.dueDate, reason: userTasks.dateReason })
      .from(userTasks)
      .where(
        and(
          eq(userTasks.userId, who.identity.Id),
          eq(userTasks.source, 'water'),
          gte(userTasks.dueDate, TODAY),
        ),
      )
      .orderBy(userTasks.dueDate, userTasks.id);

  test('18 mm of rain measured on Tuesday and Wednesday postpones the watering due today or tomorrow to Saturday, saying why', async () => {
    const { who } = await tomatoGrower();
    const before = await waterings(who);
    const soon = before.filter((task) => task.dueDate <= addDays(TODAY, 1));
    expect(soon.length).toBeGreaterThan(0);

    nws.setWeather(RAIN_FIXTURE(NOW), NOW);
    expect(await refreshYardWeather(garden.db, provider(), { now: NOW })).toMatchObject({ failures: [] });
    const after = await waterings(who);
    for (const task of soon)
      expect(after.find((each) => each.id === task.id)).toEqual({
        id: task.id,
        dueDate: '2026-07-18',
        reason: 'Skipped: 18 mm (0.7 in) of rain on Tuesday and Wednesday',
      });
    // The task list says why beside each of them; nothing else carries a weather note.
    const listed = (await garden.ok<TaskPage>(who, 'GET', '/UserTasks?sd=0&sid=15&c=1000')).Items;
    const noted = listed.filter((task) => task.WeatherNote);
    expect(noted.map((task) => [task.id, task.WeatherNote])).toEqual(
      soon.map((task) => [task.id, 'Skipped: 18 mm (0.7 in) of rain on Tuesday and Wednesday']),
    );
    // What was due later is as it was.
    for (const task of before.filter((each) => each.dueDate > addDays(TODAY, 1)))
      expect(after.find((each) => each.id === task.id)).toEqual(task);
    expect(nws.requests.every((request) => request.userAgent === nws.config.userAgent)).toBe(true);

    // Asked again before the report is stale: nothing is asked; the calendar stays put.
    nws.reset();
    expect(await refreshYardWeather(garden.db, provider(), { now: NOW })).toEqual({
      refreshed: 0,
      failures: [],
    });
    expect(nws.requests).toEqual([]);
  });

  test('a heat wave of 37 °C from tomorrow (Thursday) brings the watering of Sunday forward to Friday, two days after today’s, saying why', async () => {
    const { who } = await tomatoGrower();
    const before = await waterings(who);
    const later = before.filter(
      (task) => task.dueDate > addDays(TODAY, 1) && task.dueDate <= addDays(TODAY, 7),
    );
    expect(later.length).toBeGreaterThan(0);

    nws.setWeather(HEAT_FIXTURE(NOW), NOW);
    await refreshYardWeather(garden.db, provider(), { now: NOW });
    const moved = (await waterings(who)).filter((task) => task.reason.startsWith('Sooner:'));
    expect(moved.length).toBeGreaterThan(0);
    for (const task of moved)
      expect(task).toMatchObject({
        dueDate: '2026-07-17',
        reason: 'Sooner: highs up to 99 °F (37 °C) on Thursday, Friday and Saturday',
      });
  });

  test('rule: when the weather service fails, the yard keeps its last report and the calendar works from it, then from the normals', async () => {
    const { who, yard } = await tomatoGrower();
    const normals = await waterings(who);
    nws.setWeather(RAIN_FIXTURE(NOW), NOW);
    await refreshYardWeather(garden.db, provider(), { now: NOW });
    const withRain = await waterings(who);
    expect(withRain).not.toEqual(normals);

    nws.failWith(500);
    const failed = await refreshYardWeather(garden.db, provider(), { now: LATER });
    expect(failed.failures).toContainEqual(expect.stringMatching(new RegExp(`^yard ${yard.Id}: .*500`)));
    const [kept] = await garden.db.select().from(yardWeather).where(eq(yardWeather.yardId, yard.Id));
    expect(kept?.fetchedAt).toEqual(NOW);
    expect(await waterings(who)).toEqual(withRain);
  });

  test('a yard never asked for gets its first report from the quick run for new yards, which leaves stale ones to the regular run, and ones that failed to it for half an hour', async () => {
    const fetchedAt = async (yardId: number) =>
      (await garden.db.select().from(yardWeather).where(eq(yardWeather.yardId, yardId)))[0]?.fetchedAt;
    const minutesAfter = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
    const asked = await tomatoGrower();
    await refreshYardWeather(garden.db, provider(), { now: NOW });
    const failing = await tomatoGrower();
    nws.failWith(503);
    await refreshYardWeather(garden.db, provider(), { now: minutesAfter(20), newOnly: true });
    nws.failWith(null);
    const added = await tomatoGrower();

    await refreshYardWeather(garden.db, provider(), { now: minutesAfter(25), newOnly: true });
    expect(await fetchedAt(added.yard.Id)).toEqual(minutesAfter(25));
    expect(await fetchedAt(failing.yard.Id)).toBeUndefined();

    await refreshYardWeather(garden.db, provider(), { now: LATER, newOnly: true });
    expect(await fetchedAt(failing.yard.Id)).toEqual(LATER);
    expect(await fetchedAt(asked.yard.Id)).toEqual(NOW);
  });

  test('a yard outside the service’s area is told so once, and its calendar follows the normals', async () => {
    const { who, yard } = await tomatoGrower();
    const normals = await waterings(who);
    nws.outsideArea(true);
    expect(await refreshYardWeather(garden.db, provider(), { now: NOW })).toMatchObject({ failures: [] });
    const [kept] = await garden.db.select().from(yardWeather).where(eq(yardWeather.yardId, yard.Id));
    expect(kept).toMatchObject({ report: null, fetchedAt: NOW });
    expect(await waterings(who)).toEqual(normals);
  });

  describe('GET yard/{id}/Weather: the yard page’s week of rain and forecast', () => {
    const weatherOf = (who: TaskGardener, yardId: number) =>
      garden.ok<YardWeather>(who, 'GET', `/yard/${yardId}/Weather`);

    test('pending until the first report; then the rain of the last 7 days and the forecast by the yard’s local days', async () => {
      const { who, yard } = await tomatoGrower();
      expect(await weatherOf(who, yard.Id)).toEqual({
        YardId: yard.Id,
        Status: 'pending',
        UpdatedAt: null,
        LastFailedAt: null,
        PastDays: [],
        Forecast: [],
      });
      nws.setWeather(
        { ...RAIN_FIXTURE(NOW), highs: HEAT_FIXTURE(NOW).highs, lows: [{ dayOffset: 1, celsius: 21 }] },
        NOW,
      );
      await refreshYardWeather(garden.db, provider(), { now: NOW });
      const weather = await weatherOf(who, yard.Id);
      expect(weather).toMatchObject({ Status: 'ready', UpdatedAt: NOW.toISOString() });
      expect(weather.PastDays).toEqual([
        { Date: '2026-07-09', RainMm: 0 },
        { Date: '2026-07-10', RainMm: 0 },
        { Date: '2026-07-11', RainMm: 0 },
        { Date: '2026-07-12', RainMm: 0 },
        { Date: '2026-07-13', RainMm: 0 },
        { Date: '2026-07-14', RainMm: 12 },
        { Date: '2026-07-15', RainMm: 6 },
      ]);
      expect(weather.Forecast).toEqual([
        { Date: '2026-07-16', RainMm: 0, HighC: 37, LowC: 21 },
        { Date: '2026-07-17', RainMm: 0, HighC: 37, LowC: null },
        { Date: '2026-07-18', RainMm: 0, HighC: 37, LowC: null },
      ]);
    });

    test('a service that cannot be reached is said so, with when: none kept yet (unreachable), or beside the last report; a success clears it', async () => {
      const { who, yard } = await tomatoGrower();
      nws.failWith(503);
      await refreshYardWeather(garden.db, provider(), { now: NOW });
      expect(await weatherOf(who, yard.Id)).toMatchObject({
        Status: 'unreachable',
        LastFailedAt: NOW.toISOString(),
        UpdatedAt: null,
      });

      nws.failWith(null);
      nws.setWeather(RAIN_FIXTURE(NOW), NOW);
      await refreshYardWeather(garden.db, provider(), { now: NOW });
      expect(await weatherOf(who, yard.Id)).toMatchObject({ Status: 'ready', LastFailedAt: null });

      nws.failWith(500);
      await refreshYardWeather(garden.db, provider(), { now: LATER });
      expect(await weatherOf(who, yard.Id)).toMatchObject({
        Status: 'ready',
        UpdatedAt: NOW.toISOString(),
        LastFailedAt: LATER.toISOString(),
      });
    });

    test('a place the service does not cover says so; another gardener’s yard is a 404', async () => {
      const { who, yard } = await tomatoGrower();
      nws.outsideArea(true);
      await refreshYardWeather(garden.db, provider(), { now: NOW });
      expect(await weatherOf(who, yard.Id)).toMatchObject({
        Status: 'uncovered',
        PastDays: [],
        Forecast: [],
      });
      const other = await tomatoGrower();
      expect((await garden.call(other.who, 'GET', `/yard/${yard.Id}/Weather`)).statusCode).toBe(404);
    });
  });
});
