import { and, eq } from 'drizzle-orm';
import type { CustomTask, PlantTasks, Task, TaskDetails, TaskPage } from '@thrive/shared/contracts';
import { plantActivities, plantZones, userTasks } from '../../db/schema';
import { addDays } from '../common/calendar-days';
import { regenerateCareCalendar } from '../care-calendar/regenerate-calendar';
import { taskGarden, type TaskGardener } from '../../testing/task-garden';
import { testDatabases } from '../../testing/test-databases';

/** Ten days before Raleigh's median last frost (03-31): the spring rush is on. */
const NOW = new Date('2027-03-21T15:00:00Z');
const TODAY = '2027-03-21';
const TOMATO = 'Solanum lycopersicum';
const LETTUCE = 'Lactuca sativa';
const BASIL = 'Ocimum basilicum';

describe.each(testDatabases())('care task calls (SPEC §2.8, §3, §4, §7 Tasks) on $driver', (testDb) => {
  const garden = taskGarden(testDb, NOW);
  const list = (who: TaskGardener, query = '') => garden.ok<TaskPage>(who, 'GET', `/UserTasks${query}`);
  const everything = async (who: TaskGardener) => (await list(who, '?sd=0&sid=15&c=1000')).Items;
  const plantZoneOf = async (who: TaskGardener) =>
    (
      await garden.db
        .select({ id: plantZones.id })
        .from(plantZones)
        .where(eq(plantZones.userId, who.identity.Id))
    )[0]!.id;

  describe('the task list', () => {
    test('SPEC §3 task list defaults: i 0, c 20, s DueDate ASC, sid 10, sd 1, pd 7', async () => {
      const { who } = await garden.gardenerWithBed('defaults@example.com', [TOMATO, LETTUCE, BASIL]);
      const page = await list(who);
      expect(page).toMatchObject({ i: 0, c: 20, Today: TODAY });
      expect(page.Items.length).toBeGreaterThan(0);
      expect(page.Items.length).toBeLessThanOrEqual(20);
      // sid 10 = pending tasks (2) and tips (8); sd 1 + pd 7 = due within a week.
      for (const task of page.Items) {
        expect(task.taskStatusId).toBe(2);
        if (!task.istip) expect(task.dueDate <= addDays(TODAY, 7)).toBe(true);
      }
      const dues = page.Items.map((task) => task.dueDate);
      expect(dues).toEqual([...dues].sort());
      const everyPending = (await list(who, '?sd=0&sid=2&c=1000')).Items;
      expect(everyPending.length).toBeGreaterThan(page.Items.filter((task) => !task.istip).length);
    });

    test('SPEC §2.8 filter options: Show Pending 2, Show Completed 1, Show Suspended 4 (and our tips 8)', async () => {
      const { who } = await garden.gardenerWithBed('filters@example.com', [TOMATO, LETTUCE]);
      const [first, second] = (await list(who, '?sd=0&sid=2&c=1000')).Items;
      await garden.ok(who, 'PUT', '/UpdateTaskStatus', {
        notes: `${first!.id}`,
        plantId: 1,
        dateCompleted: TODAY,
      });
      await garden.ok(who, 'PUT', '/UpdateTaskStatus', { notes: `${second!.id}`, plantId: 3 });
      expect((await list(who, '?sd=0&sid=1')).Items.map((task) => task.id)).toEqual([first!.id]);
      expect((await list(who, '?sd=0&sid=4')).Items.map((task) => task.id)).toEqual([second!.id]);
      const pending = (await list(who, '?sd=0&sid=2&c=1000')).Items;
      expect(pending.some((task) => task.id === first!.id || task.id === second!.id || task.istip)).toBe(
        false,
      );
      const tips = (await list(who, '?sd=0&sid=8&c=1000')).Items;
      expect(tips.every((task) => task.istip && task.Expires !== null && task.Tip !== null)).toBe(true);
      expect((await list(who, '?sid=0')).Items).toEqual([]);
    });

    test('SPEC §2.8 sort options: Due Date, Plant Name, Task Type, Completed Date, Zone', async () => {
      const { who } = await garden.gardenerWithBed('sorts@example.com', [TOMATO, LETTUCE, BASIL]);
      const sorted = async (s: string, field: (task: Task) => string) => {
        const items = (await list(who, `?sd=0&sid=2&c=1000&s=${encodeURIComponent(s)}`)).Items;
        const values = items.map(field);
        expect(values).toEqual([...values].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
      };
      await sorted('DueDate ASC', (task) => task.dueDate);
      // A task of several plants (tasks/task-groups.ts) sorts by its first plant.
      await sorted('CommonName ASC', (task) => task.Plants?.[0] ?? task.commonName);
      await sorted('TaskType ASC', (task) => task.taskType);
      await sorted('ZoneName ASC', (task) => task.zoneName);
      const bad = await garden.call(who, 'GET', '/UserTasks?s=Nonsense');
      expect(bad.statusCode).toBe(400);
    });

    test('paging keeps the total; Show N Days widens with pd; from/to give the month view', async () => {
      const { who } = await garden.gardenerWithBed('paging@example.com', [TOMATO, LETTUCE, BASIL]);
      const all = (await list(who, '?sd=0&sid=2&c=1000')).Items;
      const page1 = await list(who, '?sd=0&sid=2&c=3&i=1');
      expect(page1.TotalRows).toBe(all.length);
      expect(page1.Items.map((task) => task.id)).toEqual(all.slice(3, 6).map((task) => task.id));
      const week = (await list(who, '?sid=2&c=1000')).TotalRows;
      const quarter = (await list(who, '?sid=2&c=1000&pd=90')).TotalRows;
      expect(quarter).toBeGreaterThan(week);
      const april = (await list(who, '?sid=2&c=1000&from=2027-04-01&to=2027-04-30')).Items;
      expect(april.length).toBeGreaterThan(0);
      expect(april.every((task) => task.dueDate >= '2027-04-01' && task.dueDate <= '2027-04-30')).toBe(true);
      for (const bad of ['?pd=361', '?pd=-1', '?c=0', '?sd=2', '?sid=16', '?from=2027-02-30'])
        expect(`${bad}: ${(await garden.call(who, 'GET', `/UserTasks${bad}`)).statusCode}`).toBe(
          `${bad}: 400`,
        );
    });

    test('past due is reckoned from the gardener’s own day; toggleDDPDT hides past-due tasks', async () => {
      const { who } = await garden.gardenerWithBed('ddpdt@example.com', [LETTUCE]);
      const custom = await garden.ok<CustomTask>(who, 'POST', '/UserTasks', {
        PlantZoneId: await plantZoneOf(who),
        TaskType: 'Check the row cover',
        StartDate: addDays(TODAY, -3),
      });
      const overdue = () =>
        list(who, '?sid=2&c=1000').then((page) => page.Items.find((t) => t.userTaskRuleId === custom.Id));
      expect(await overdue()).toMatchObject({ ispastdue: true, dueDate: addDays(TODAY, -3) });
      expect(await garden.ok(who, 'POST', '/toggleDDPDT', {})).toEqual({ DontDisplayPastDueTasks: true });
      expect(await overdue()).toBeUndefined();
      await garden.ok(who, 'POST', '/toggleDDPDT', {});
      expect(await overdue()).toBeDefined();
      // A device a day ahead sees tomorrow's tasks as today's, never more than a day off.
      const ahead = await list(who, `?td=${addDays(TODAY, 1)}`);
      expect(ahead.Today).toBe(addDays(TODAY, 1));
      expect((await list(who, `?td=${addDays(TODAY, 5)}`)).Today).toBe(TODAY);
    });
  });

  describe('SPEC §4 bulk task status', () => {
    test('Completed with a date logs the work in the plant’s care log; another status takes it back', async () => {
      const { who } = await garden.gardenerWithBed('bulk@example.com', [TOMATO, LETTUCE]);
      const [a, b] = (await list(who, '?sd=0&sid=2&c=1000')).Items;
      const done = await garden.ok(who, 'PUT', '/UpdateTaskStatus', {
        notes: `${a!.id},${b!.id}`,
        plantId: 1,
        dateCompleted: addDays(TODAY, -1),
      });
      expect(done).toEqual({ code: 0, Updated: 2, message: '2 tasks marked Completed.' });
      const details = await garden.ok<TaskDetails>(who, 'GET', `/UserTask/${a!.id}`);
      expect(details).toMatchObject({ taskStatusId: 1, dateCompleted: addDays(TODAY, -1) });
      expect(details.PlantActivityId).toBeGreaterThan(0);
      const [activity] = await garden.db
        .select()
        .from(plantActivities)
        .where(eq(plantActivities.taskId, a!.id));
      expect(activity).toMatchObject({
        plantId: a!.PlantId,
        doneOn: addDays(TODAY, -1),
        careCategoryId: a!.CareCategoryId,
      });

      await garden.ok(who, 'PUT', '/UpdateTaskStatus', { notes: `${a!.id}`, plantId: 2 });
      expect(await garden.ok<TaskDetails>(who, 'GET', `/UserTask/${a!.id}`)).toMatchObject({
        taskStatusId: 2,
        dateCompleted: null,
        PlantActivityId: 0,
      });
    });

    test('SPEC §5 Date completed: missing, invalid and future dates are refused with SPEC’s messages', async () => {
      const { who } = await garden.gardenerWithBed('dates@example.com', [LETTUCE]);
      const [task] = (await list(who, '?sd=0&sid=2')).Items;
      const refuse = async (dateCompleted: string | undefined, message: string) => {
        const response = await garden.call(who, 'PUT', '/UpdateTaskStatus', {
          notes: `${task!.id}`,
          plantId: 1,
          dateCompleted,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ message, fields: { 'body.dateCompleted': message } });
      };
      await refuse(undefined, 'Please enter a completed date');
      await refuse('2027-02-30', 'Please enter a valid completed date');
      await refuse('soon', 'Please enter a valid completed date');
      await refuse(addDays(TODAY, 3), 'Completed date cannot be in the future');
      // mm-dd-yyyy, as the dialog's placeholder asks, is understood too.
      await garden.ok(who, 'PUT', '/UpdateTaskStatus', {
        notes: `${task!.id}`,
        plantId: 1,
        dateCompleted: '03-20-2027',
      });
      expect((await garden.ok<TaskDetails>(who, 'GET', `/UserTask/${task!.id}`)).dateCompleted).toBe(
        '2027-03-20',
      );
    });

    test('bad payloads are 400; another gardener’s task is 404 as a missing one is, and nothing changes', async () => {
      const owner = await garden.gardenerWithBed('bulk-owner@example.com', [LETTUCE]);
      const intruder = await garden.gardenerWithBed('bulk-intruder@example.com', [TOMATO]);
      const [theirs] = (await list(owner.who, '?sd=0&sid=2')).Items;
      const [mine] = (await list(intruder.who, '?sd=0&sid=2')).Items;
      for (const payload of [
        { notes: '', plantId: 3 },
        { notes: 'a,b', plantId: 3 },
        { notes: `${mine!.id}`, plantId: 9 },
      ])
        expect((await garden.call(intruder.who, 'PUT', '/UpdateTaskStatus', payload)).statusCode).toBe(400);
      const stolen = await garden.call(intruder.who, 'PUT', '/UpdateTaskStatus', {
        notes: `${mine!.id},${theirs!.id}`,
        plantId: 3,
      });
      expect([stolen.statusCode, stolen.json().message]).toEqual([404, `There is no task ${theirs!.id}.`]);
      expect((await garden.ok<TaskDetails>(intruder.who, 'GET', `/UserTask/${mine!.id}`)).taskStatusId).toBe(
        2,
      );
      expect((await garden.ok<TaskDetails>(owner.who, 'GET', `/UserTask/${theirs!.id}`)).taskStatusId).toBe(
        2,
      );
      expect(
        (await garden.call(intruder.who, 'PUT', '/UpdateTaskStatus', { notes: '99999999', plantId: 3 }))
          .statusCode,
      ).toBe(404);
    });

    test('a tip, checked like every item, is marked read or skipped and leaves the tips', async () => {
      const { who } = await garden.gardenerWithBed('tips@example.com', [TOMATO, LETTUCE, BASIL]);
      const [read, skipped] = (await list(who, '?sd=0&sid=8')).Items;
      expect(skipped).toBeDefined();
      await garden.ok(who, 'PUT', '/UpdateTaskStatus', {
        notes: `${read!.id}`,
        plantId: 1,
        dateCompleted: TODAY,
      });
      await garden.ok(who, 'PUT', '/UpdateTaskStatus', { notes: `${skipped!.id}`, plantId: 4 });
      const tips = (await list(who, '?sd=0&sid=8&c=1000')).Items.map((task) => task.id);
      expect(tips).not.toContain(read!.id);
      expect(tips).not.toContain(skipped!.id);
      // A tip is no work done to a plant: nothing goes to a care log.
      expect((await garden.ok<TaskDetails>(who, 'GET', `/UserTask/${read!.id}`)).PlantActivityId).toBe(0);
    });
  });

  describe('one task: details, moving, deleting', () => {
    test('a due date the gardener moved is kept when the calendar is made again', async () => {
      const { who } = await garden.gardenerWithBed('move@example.com', [TOMATO]);
      const task = (await list(who, '?sd=0&sid=2&c=1000')).Items.find((t) => t.dueDate > TODAY)!;
      const moved = await garden.ok<TaskDetails>(who, 'PUT', `/UserTask/${task.id}`, {
        dueDate: addDays(task.dueDate, 5),
        Notes: 'After the rain',
      });
      expect(moved).toMatchObject({ dueDate: addDays(task.dueDate, 5), Notes: 'After the rain' });
      expect(moved.DateReason).toMatch(/frost|each year|added/);
      await regenerateCareCalendar(garden.db, who.identity.Id, TODAY);
      expect((await garden.ok<TaskDetails>(who, 'GET', `/UserTask/${task.id}`)).dueDate).toBe(
        addDays(task.dueDate, 5),
      );
      const bad = await garden.call(who, 'PUT', `/UserTask/${task.id}`, { dueDate: 'tomorrow' });
      expect(bad.statusCode).toBe(400);
    });

    test('deleting a care task skips it for the season; it is not made again', async () => {
      const { who } = await garden.gardenerWithBed('skip@example.com', [TOMATO]);
      const task = (await list(who, '?sd=0&sid=2&c=1000')).Items.find((t) => t.Source === 'care')!;
      const answer = await garden.ok<{ message: string }>(who, 'DELETE', `/UserTask/${task.id}?series=0`);
      expect(answer.message).toMatch(/Skipped/);
      await regenerateCareCalendar(garden.db, who.identity.Id, TODAY);
      const keys = await garden.db
        .select({ status: userTasks.taskStatusId })
        .from(userTasks)
        .where(and(eq(userTasks.userId, who.identity.Id), eq(userTasks.id, task.id)));
      expect(keys).toEqual([{ status: 4 }]);
      expect((await everything(who)).map((t) => t.id)).not.toContain(task.id);
    });
  });

  describe('the gardener’s own tasks (link kind 35)', () => {
    test('a repeating task makes its tasks; changing it moves the open ones; the series can be deleted', async () => {
      const { who } = await garden.gardenerWithBed('custom@example.com', [BASIL]);
      const PlantZoneId = await plantZoneOf(who);
      const rule = await garden.ok<CustomTask>(who, 'POST', '/UserTasks', {
        PlantZoneId,
        TaskType: 'Pinch the tips',
        CareCategoryId: 3,
        StartDate: TODAY,
        RepeatEveryDays: 10,
        Notes: 'Keeps it bushy',
      });
      expect(rule).toMatchObject({
        CommonName: 'Basil',
        ZoneName: 'Vegetable bed',
        NextDueDate: TODAY,
        RepeatEveryDays: 10,
      });
      const ofRule = async () => (await everything(who)).filter((task) => task.userTaskRuleId === rule.Id);
      // Repeats are made a week (or one interval) ahead and topped up daily: on the day one is
      // due, the next is already there.
      expect((await ofRule()).map((task) => task.dueDate)).toEqual([TODAY, addDays(TODAY, 10)]);
      expect((await ofRule())[0]).toMatchObject({
        Source: 'custom',
        taskType: 'Pinch the tips',
        Details: 'Keeps it bushy',
      });
      // The month view draws the later repeats from the series' latest task (it carries its id).
      const month = await list(who, `?sid=2&c=1000&from=${TODAY}&to=${addDays(TODAY, 40)}`);
      const drawn = month.Items.filter((task) => task.userTaskRuleId === rule.Id);
      expect(drawn.map((task) => [task.dueDate, task.Planned ?? false])).toEqual([
        [TODAY, false],
        [addDays(TODAY, 10), false],
        [addDays(TODAY, 20), true],
        [addDays(TODAY, 30), true],
        [addDays(TODAY, 40), true],
      ]);
      expect(new Set(drawn.slice(1).map((task) => task.id)).size).toBe(1);

      await garden.ok(who, 'POST', '/UserTasks', {
        ...rule,
        Id: rule.Id,
        StartDate: addDays(TODAY, 1),
        RepeatEveryDays: 14,
      });
      expect((await ofRule()).map((task) => task.dueDate)).toEqual([addDays(TODAY, 1)]);
      expect(await garden.ok<CustomTask[]>(who, 'GET', '/UserTask')).toEqual([
        expect.objectContaining({ Id: rule.Id, NextDueDate: addDays(TODAY, 1) }),
      ]);

      const [first] = await ofRule();
      await garden.ok(who, 'DELETE', `/UserTask/${first!.id}?series=1`);
      expect(await ofRule()).toEqual([]);
      expect(await garden.ok<CustomTask[]>(who, 'GET', '/UserTask')).toEqual([]);
    });

    test('bad input is 400 with field messages; another gardener’s plant or task rule is refused as a missing one', async () => {
      const owner = await garden.gardenerWithBed('custom-owner@example.com', [BASIL]);
      const intruder = await garden.gardenerWithBed('custom-intruder@example.com', [BASIL]);
      const theirPlant = await plantZoneOf(owner.who);
      const myPlant = await plantZoneOf(intruder.who);
      const base = { PlantZoneId: myPlant, TaskType: 'Harvest', StartDate: TODAY };
      const refused = async (payload: object, field: string) => {
        const response = await garden.call(intruder.who, 'POST', '/UserTasks', payload);
        expect(response.statusCode).toBe(400);
        expect(Object.keys(response.json().fields ?? {})).toContain(field);
      };
      await refused({ ...base, TaskType: '  ' }, 'body.TaskType');
      await refused({ ...base, StartDate: '2027-13-01' }, 'body.StartDate');
      await refused({ ...base, RepeatEveryDays: 400 }, 'body.RepeatEveryDays');
      await refused({ ...base, EndDate: addDays(TODAY, -1) }, 'body.EndDate');
      expect(
        (await garden.call(intruder.who, 'POST', '/UserTasks', { ...base, PlantZoneId: theirPlant }))
          .statusCode,
      ).toBe(404);
      const theirRule = await garden.ok<CustomTask>(owner.who, 'POST', '/UserTasks', {
        ...base,
        PlantZoneId: theirPlant,
      });
      expect(
        (await garden.call(intruder.who, 'POST', '/UserTasks', { ...base, Id: theirRule.Id })).statusCode,
      ).toBe(404);
      expect(await garden.ok<CustomTask[]>(owner.who, 'GET', '/UserTask')).toEqual([
        expect.objectContaining({ Id: theirRule.Id, TaskType: 'Harvest' }),
      ]);
    });
  });

  test('PlantUserTask: a plant’s open tasks, what was done, and the gardener’s own tasks for it', async () => {
    const { who, plantIds } = await garden.gardenerWithBed('plant-tasks@example.com', [TOMATO, LETTUCE]);
    const [tomato] = plantIds;
    const first = await garden.ok<PlantTasks>(
      who,
      'GET',
      `/api/Users/${who.identity.Id}/PlantUserTask/${tomato}/`,
    );
    expect(first.Upcoming.length).toBeGreaterThan(0);
    expect(first.Upcoming.every((task) => task.PlantId === tomato && !task.istip)).toBe(true);
    await garden.ok(who, 'PUT', '/UpdateTaskStatus', {
      notes: `${first.Upcoming[0]!.id}`,
      plantId: 1,
      dateCompleted: TODAY,
    });
    const after = await garden.ok<PlantTasks>(
      who,
      'GET',
      `/api/Users/${who.identity.Id}/PlantUserTask/${tomato}/`,
    );
    expect(after.Completed.map((task) => task.id)).toEqual([first.Upcoming[0]!.id]);
    expect(after.CustomTasks).toEqual([]);
    expect(
      (await garden.call(who, 'GET', `/api/Users/${who.identity.Id}/PlantUserTask/99999999/`)).statusCode,
    ).toBe(404);
  });
});
