import { and, eq, inArray } from 'drizzle-orm';
import type { BulkTaskStatusResponse, Task, TaskDetails, TaskPage } from '@thrive/shared/contracts';
import { careCalendarStates, plantActivities, plantZones, userTasks } from '../../db/schema';
import { signedInDirectly } from '../../testing/identity-fixture';
import { taskGarden } from '../../testing/task-garden';
import { testDatabases } from '../../testing/test-databases';
import { createDemoYard } from '../yards/demo-yard';

/** Late November in Raleigh: the fall cleanup of every bed is open at once. */
const NOW = new Date('2026-11-28T15:00:00Z');
const DAY_LIMIT = 8;
const CLEAN_UP = 'Clean up diseased debris';

describe.each(testDatabases())('a care plan that fits a week, on $driver', (testDb) => {
  const garden = taskGarden(testDb, NOW);

  /** The sample yard of a new gardener (12 plants in 3 zones), planted today. */
  async function demoGardener(email: string) {
    const who = await signedInDirectly(garden.db, { email }, NOW);
    await createDemoYard(garden.db, who.identity.Id);
    await garden.db.update(plantZones).set({ addedAt: NOW }).where(eq(plantZones.userId, who.identity.Id));
    return who;
  }
  const tasksOf = async (who: Awaited<ReturnType<typeof demoGardener>>, sid = 3) =>
    (await garden.ok<TaskPage>(who, 'GET', `/UserTasks?sd=0&sid=${sid}&c=1000`)).Items.filter(
      (task) => !task.istip,
    );

  test('the demo yard: no day holds more than 8 tasks, and no task repeats on a day in a zone', async () => {
    const who = await demoGardener('week@example.com');
    const tasks = await tasksOf(who);
    expect(tasks.length).toBeGreaterThan(DAY_LIMIT);
    const perDay = new Map<string, number>();
    for (const task of tasks) perDay.set(task.dueDate, (perDay.get(task.dueDate) ?? 0) + 1);
    expect(Math.max(...perDay.values())).toBeLessThanOrEqual(DAY_LIMIT);
    const titles = tasks.map((task) => `${task.dueDate} ${task.ZoneId} ${task.taskType}`);
    expect(new Set(titles).size).toBe(titles.length);

    // The same garden read again (a regeneration) gives the same plan.
    const page = await garden.ok<TaskPage>(who, 'GET', '/UserTasks?sd=0&sid=3&c=1000');
    expect(page.Items.filter((task) => !task.istip).map((task) => [task.id, task.dueDate])).toEqual(
      tasks.map((task) => [task.id, task.dueDate]),
    );
    expect(page.TotalRows).toBe(page.Items.length);
  });

  test('a grouped task names its plants, and completing it completes all of them (and un-completing)', async () => {
    const who = await demoGardener('group@example.com');
    const shadeBed = (await tasksOf(who)).find(
      (task) => task.taskType === CLEAN_UP && task.zoneName === 'Shade bed under the oak',
    ) as Task;
    expect(shadeBed.Plants).toEqual(['Hosta', 'Japanese Pachysandra', 'Lenten Rose']);
    expect(shadeBed.commonName).toBe('Hosta, Japanese Pachysandra and Lenten Rose');
    expect(shadeBed.GroupTaskIds).toHaveLength(3);
    expect(shadeBed.id).toBe(Math.min(...shadeBed.GroupTaskIds!));
    const details = await garden.ok<TaskDetails>(who, 'GET', `/UserTask/${shadeBed.id}`);
    expect(details).toMatchObject({ commonName: shadeBed.commonName, GroupTaskIds: shadeBed.GroupTaskIds });

    const done = await garden.ok<BulkTaskStatusResponse>(who, 'PUT', '/UpdateTaskStatus', {
      notes: String(shadeBed.id),
      plantId: 1,
      dateCompleted: '2026-11-28',
    });
    expect(done).toMatchObject({ code: 0, Updated: 1, message: '1 task marked Completed.' });
    const stored = () =>
      garden.db
        .select({ status: userTasks.taskStatusId, completed: userTasks.dateCompleted })
        .from(userTasks)
        .where(inArray(userTasks.id, shadeBed.GroupTaskIds!));
    expect(await stored()).toEqual(Array(3).fill({ status: 1, completed: '2026-11-28' }));
    const logged = await garden.db
      .select({ plantId: plantActivities.plantId })
      .from(plantActivities)
      .where(
        and(
          eq(plantActivities.userId, who.identity.Id),
          inArray(plantActivities.taskId, shadeBed.GroupTaskIds!),
        ),
      );
    expect(logged).toHaveLength(3);
    const completed = (await tasksOf(who, 1)).filter((task) => task.taskType === CLEAN_UP);
    expect(completed.map((task) => task.commonName)).toEqual(['Hosta, Japanese Pachysandra and Lenten Rose']);

    await garden.ok(who, 'PUT', '/UpdateTaskStatus', { notes: String(shadeBed.id), plantId: 2 });
    expect(await stored()).toEqual(Array(3).fill({ status: 2, completed: null }));
    // What was done stays done when the calendar is made again (as a new release of the rules does).
    await garden.ok(who, 'PUT', '/UpdateTaskStatus', {
      notes: String(shadeBed.id),
      plantId: 1,
      dateCompleted: '2026-11-28',
    });
    await garden.db.delete(careCalendarStates).where(eq(careCalendarStates.userId, who.identity.Id));
    const again = (await tasksOf(who, 1)).find((task) => task.id === shadeBed.id);
    expect(again?.GroupTaskIds).toEqual(shadeBed.GroupTaskIds);
    expect(await stored()).toEqual(Array(3).fill({ status: 1, completed: '2026-11-28' }));
  });
});
