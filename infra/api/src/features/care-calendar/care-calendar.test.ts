import { and, eq, inArray } from 'drizzle-orm';
import type { Task, TaskPage, Yard, YardFrostDates, Zone } from '@thrive/shared/contracts';
import { plants, userTasks, yards } from '../../db/schema';
import { signedInDirectly } from '../../testing/identity-fixture';
import { MINNEAPOLIS_AIRPORT, RALEIGH_DURHAM_AIRPORT } from '../../testing/care-fixture';
import { taskGarden, type TaskGardener } from '../../testing/task-garden';
import { testDatabases } from '../../testing/test-databases';
import { careData } from './care-data';
import { addDays, daysBetween } from '../common/calendar-days';
import { regenerateCareCalendar } from './regenerate-calendar';

/** Mid-January: every spring window of the coming season lies ahead. */
const NOW = new Date('2027-01-15T15:00:00Z');
const TODAY = '2027-01-15';
const TRANSPLANT = 'Transplant outdoors';
const SLOW_RELEASE = 2;
const FISH_EMULSION = 7;

describe.each(testDatabases())('the care calendar engine on $driver', (testDb) => {
  const garden = taskGarden(testDb, NOW);
  type Gardener = TaskGardener;
  const gardener = (email: string) => signedInDirectly(garden.db, { email }, NOW);
  const call = <T>(who: Gardener, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
    garden.ok<T>(who, method, path, payload);
  const plantId = async (botanicalName: string) =>
    (
      await garden.db.select({ id: plants.id }).from(plants).where(eq(plants.botanicalName, botanicalName))
    )[0]!.id;
  const allTasks = async (who: Gardener, sid = 15) =>
    (await call<TaskPage>(who, 'GET', `/UserTasks?sd=0&sid=${sid}&c=1000`)).Items;

  /** A gardener with a yard at `zip` and a sunny bed with a tomato fed with `fertilizerId`. */
  async function tomatoGrower(email: string, zip: string, fertilizerId = SLOW_RELEASE) {
    const who = await gardener(email);
    const yard = await call<Yard>(who, 'POST', '/yard', { Name: `Yard ${zip}`, PostalCode: zip });
    const bed = await call<Zone>(who, 'POST', `/createzone/${yard.Id}`, {
      Name: 'Vegetable bed',
      SunRequirementId: 6,
      WaterRequirementId: 3,
    });
    const tomato = await plantId('Solanum lycopersicum');
    await call(who, 'POST', `/TogglePlantZone/${bed.Id}`, { plantId: tomato, fertilizerId });
    return { who, yard, bed, tomato };
  }
  const transplantOf = (tasks: Task[]) =>
    tasks.find((task) => task.taskType === TRANSPLANT && task.commonName === 'Tomato');

  test('a tomato in Raleigh (8a) and in Minneapolis (5a) gets transplant dates counted from each yard’s own last frost', async () => {
    const raleigh = await tomatoGrower('raleigh@example.com', '27606');
    const minneapolis = await tomatoGrower('minneapolis@example.com', '55401');
    const raleighFrost = await call<YardFrostDates>(
      raleigh.who,
      'GET',
      `/yard/${raleigh.yard.Id}/FrostDates`,
    );
    const minneapolisFrost = await call<YardFrostDates>(
      minneapolis.who,
      'GET',
      `/yard/${minneapolis.yard.Id}/FrostDates`,
    );
    expect(raleighFrost).toMatchObject({
      Source: 'station',
      StationName: 'RALEIGH STATE UNIV',
      LastSpringFrost: '03-31',
    });
    expect(minneapolisFrost).toMatchObject({
      Source: 'station',
      StationID: MINNEAPOLIS_AIRPORT,
      LastSpringFrost: '04-25',
    });

    const inRaleigh = transplantOf(await allTasks(raleigh.who));
    const inMinneapolis = transplantOf(await allTasks(minneapolis.who));
    const offset = careData().rules.find(
      (rule) => rule.TaskType === TRANSPLANT && rule.When.names?.includes('Solanum lycopersicum'),
    )!.Start.OffsetDays;
    expect(inRaleigh?.dueDate).toBe(addDays('2027-03-31', offset));
    expect(inMinneapolis?.dueDate).toBe(addDays('2027-04-25', offset));
    expect(daysBetween(inRaleigh!.dueDate, inMinneapolis!.dueDate)).toBe(25);
    expect(inRaleigh).toMatchObject({
      zoneName: 'Vegetable bed',
      taskStatusId: 2,
      ispastdue: false,
      Source: 'care',
    });
  });

  test('without station dates the hardiness zone’s typical dates are used', async () => {
    const { who, yard } = await tomatoGrower('no-station@example.com', '27606');
    await garden.db.update(yards).set({ weatherStationId: null }).where(eq(yards.id, yard.Id));
    await regenerateCareCalendar(garden.db, who.identity.Id, TODAY, { yardIds: [yard.Id] });
    const frost = await call<YardFrostDates>(who, 'GET', `/yard/${yard.Id}/FrostDates`);
    const zone8a = careData().zoneFrostDates.find((row) => row.Zone === '8a')!;
    expect(frost).toMatchObject({
      Source: 'zone',
      HardinessZone: '8a',
      LastSpringFrost: zone8a.LastSpringFrost,
    });
    const transplant = transplantOf(await allTasks(who))!;
    expect(daysBetween(`2027-${zone8a.LastSpringFrost}`, transplant.dueDate)).toBeGreaterThan(0);
    expect(transplant.dueDate.slice(5)).not.toBe(addDays('2027-03-31', 7).slice(5));
  });

  test('regenerating is idempotent: a second run changes nothing and nothing is made twice', async () => {
    const { who } = await tomatoGrower('idempotent@example.com', '27606');
    const before = await allTasks(who);
    expect(before.length).toBeGreaterThan(3);
    const again = await regenerateCareCalendar(garden.db, who.identity.Id, TODAY);
    expect(again).toEqual({ inserted: 0, updated: 0, deleted: 0, skipped: 0, orphansDeleted: 0 });
    const keys = await garden.db
      .select({ key: userTasks.generationKey })
      .from(userTasks)
      .where(eq(userTasks.userId, who.identity.Id));
    expect(new Set(keys.map((row) => row.key)).size).toBe(keys.length);
    expect((await allTasks(who)).map((task) => task.id)).toEqual(before.map((task) => task.id));
  });

  test('a new station moves the open tasks; completed history stays, even after the plant is removed', async () => {
    const { who, yard, bed, tomato } = await tomatoGrower('history@example.com', '27606');
    const tasks = await allTasks(who);
    const transplant = transplantOf(tasks)!;
    const sow = tasks.find(
      (task) => task.commonName === 'Tomato' && task.id !== transplant.id && task.taskStatusId === 2,
    )!;
    await call(who, 'PUT', '/UpdateTaskStatus', {
      notes: String(sow.id),
      plantId: 1,
      dateCompleted: '2027-01-14',
    });

    // Raleigh-Durham airport's last frost is 3 days later than the university's.
    const moved = await call<YardFrostDates>(who, 'POST', `/yard/${yard.Id}/WeatherStation`, {
      StationID: RALEIGH_DURHAM_AIRPORT,
    });
    expect(moved).toMatchObject({ StationChosen: true, LastSpringFrost: '04-03' });
    const after = await allTasks(who);
    expect(transplantOf(after)).toMatchObject({ id: transplant.id, dueDate: addDays(transplant.dueDate, 3) });
    expect(after.find((task) => task.id === sow.id)).toMatchObject({
      taskStatusId: 1,
      dueDate: sow.dueDate,
      dateCompleted: '2027-01-14',
    });

    await call(who, 'POST', `/TogglePlantZone/${bed.Id}`, { plantId: tomato, fertilizerId: SLOW_RELEASE });
    const left = await allTasks(who);
    expect(left.filter((task) => task.taskStatusId === 2 && task.commonName === 'Tomato')).toEqual([]);
    expect(left.find((task) => task.id === sow.id)).toMatchObject({
      taskStatusId: 1,
      commonName: 'Tomato',
      zoneName: 'Vegetable bed',
    });
  });

  test('deleting a yard takes its open tasks and tips with it; its completed tasks stay in the history', async () => {
    const { who, yard } = await tomatoGrower('leaving@example.com', '27606');
    const tasks = (await allTasks(who)).filter((task) => task.YardId === yard.Id);
    const done = tasks.find((task) => task.taskStatusId === 2 && !task.istip)!;
    await call(who, 'PUT', '/UpdateTaskStatus', {
      notes: String(done.id),
      plantId: 1,
      dateCompleted: '2027-01-14',
    });
    await garden.ok(who, 'DELETE', `/yard/${yard.Id}`);
    const left = await allTasks(who);
    expect(left.filter((task) => task.taskStatusId !== 1)).toEqual([]);
    expect(left.map((task) => task.id)).toEqual([done.id]);
  });

  test('a zone moved to a yard in another climate takes its plants’ open tasks there', async () => {
    const { who, bed } = await tomatoGrower('mover@example.com', '27606');
    const north = await call<Yard>(who, 'POST', '/yard', { Name: 'Cabin', PostalCode: '55401' });
    const inRaleigh = transplantOf(await allTasks(who))!;
    await call(who, 'POST', '/zone', { ...bed, YardId: north.Id });
    const moved = transplantOf(await allTasks(who))!;
    expect(moved).toMatchObject({ id: inRaleigh.id, zoneName: 'Vegetable bed' });
    // Minneapolis airport's last frost (04-25) is 25 days after Raleigh State's (03-31).
    expect(daysBetween(inRaleigh.dueDate, moved.dueDate)).toBe(25);
  });

  test('the fertilizer schedule follows the plant-zone’s fertilizer strategy', async () => {
    const { who, bed } = await tomatoGrower('feeding@example.com', '27606', SLOW_RELEASE);
    const feeding = async () => (await allTasks(who, 2)).filter((task) => task.Source === 'fertilizer');
    const slow = await feeding();
    const slowRules = new Set(
      careData()
        .fertilizerSchedules.filter((s) => s.FertilizerId === SLOW_RELEASE)
        .map((s) => s.TaskType),
    );
    expect(slow.length).toBeGreaterThan(0);
    expect(slow.every((task) => slowRules.has(task.taskType))).toBe(true);

    const [zonePlant] = await garden.db
      .select({ id: userTasks.plantZoneId })
      .from(userTasks)
      .where(and(eq(userTasks.userId, who.identity.Id), eq(userTasks.zoneId, bed.Id)))
      .limit(1);
    await call(who, 'POST', `/UpdatePlantZone/${zonePlant!.id}`, { fertilizerId: FISH_EMULSION });
    const liquid = await feeding();
    const liquidRules = careData().fertilizerSchedules.filter((s) => s.FertilizerId === FISH_EMULSION);
    expect(liquid.length).toBeGreaterThan(0);
    expect(liquid.every((task) => liquidRules.some((rule) => rule.TaskType === task.taskType))).toBe(true);
    expect(liquid.some((task) => task.RepeatEveryDays > 0)).toBe(true);
    const gone = await garden.db
      .select({ id: userTasks.id })
      .from(userTasks)
      .where(
        inArray(
          userTasks.id,
          slow.map((task) => task.id),
        ),
      );
    expect(gone).toEqual([]);
  });
});
