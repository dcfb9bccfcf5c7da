import { performance } from 'node:perf_hooks';
import { count, eq } from 'drizzle-orm';
import {
  buildApp,
  type DatabaseHandle,
  plants,
  plantZones,
  userTasks,
  yards,
  zones,
  seedReferenceData,
  regenerateCareCalendar,
  importCareFixture,
  RALEIGH_DURHAM_AIRPORT,
  RALEIGH_STATE_UNIV,
  testConfig,
} from '../../infra/api/src/harness';
import { plantYard } from './bench-yard';
import { onEachDatabase, type DatabaseLabel } from './on-each-database';
import { median, ms, percentile } from './timing';

/** Spring in Raleigh (8a): the busiest part of the care calendar. */
const NOW = new Date('2027-03-21T15:00:00Z');
const TODAY = '2027-03-21';
const ZONE_8A = 15;
const RUNS = 5;
const WARM_UP_CALLS = 10;
const TIMED_CALLS = 100;

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const result = await work();
  return [performance.now() - start, result];
}

type App = Awaited<ReturnType<typeof buildApp>>;

/** Server times of `calls` GETs after a warm-up: [p50, p95]. `times` is filled by the app's hook. */
async function serverTimes(app: App, times: number[], url: string, headers: Record<string, string>) {
  times.length = 0;
  for (let call = 0; call < WARM_UP_CALLS + TIMED_CALLS; call += 1) {
    const response = await app.inject({ url, headers });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
  }
  const measured = times.slice(-TIMED_CALLS);
  return [percentile(measured, 50), percentile(measured, 95)] as const;
}

async function measure(database: DatabaseHandle, label: DatabaseLabel): Promise<string[]> {
  const { db } = database;
  await seedReferenceData(db);
  await importCareFixture(db);
  const { gardener, userId, yardId } = await plantYard(database, 'bench-care@example.com', {
    hardinessZoneId: ZONE_8A,
    weatherStationId: RALEIGH_STATE_UNIV,
    now: NOW,
  });
  const [first, made] = await timed(() => regenerateCareCalendar(db, userId, TODAY));
  const [total] = await db.select({ rows: count() }).from(userTasks).where(eq(userTasks.userId, userId));
  const again: number[] = [];
  for (let run = 0; run < RUNS; run += 1)
    again.push((await timed(() => regenerateCareCalendar(db, userId, TODAY)))[0]);
  // What a gardener's action costs: one more plant in one of the yard's zones.
  const [zone] = await db.select({ id: zones.id }).from(zones).where(eq(zones.yardId, yardId)).limit(1);
  const [tomato] = await db
    .select({ id: plants.id })
    .from(plants)
    .where(eq(plants.botanicalName, 'Solanum lycopersicum'));
  const [added] = await db
    .insert(plantZones)
    .values({ userId, zoneId: zone!.id, plantId: tomato!.id })
    .onConflictDoNothing()
    .returning({ id: plantZones.id });
  const [onePlant, ofOnePlant] = await timed(() =>
    regenerateCareCalendar(db, userId, TODAY, { plantZoneIds: added ? [added.id] : [] }),
  );
  await db.update(yards).set({ weatherStationId: RALEIGH_DURHAM_AIRPORT }).where(eq(yards.id, yardId));
  const [moved, changes] = await timed(() =>
    regenerateCareCalendar(db, userId, TODAY, { yardIds: [yardId] }),
  );

  const app = await buildApp({ database, config: testConfig(), clock: () => NOW });
  const times: number[] = [];
  app.addHook('onResponse', async (_request, reply) => {
    times.push(reply.elapsedTime);
  });
  try {
    const [listP50, listP95] = await serverTimes(
      app,
      times,
      `/api/users/${userId}/UserTasks?td=${TODAY}`,
      gardener.headers,
    );
    const month = `/api/users/${userId}/UserTasks?sd=0&sid=15&c=1000&from=2027-04-01&to=2027-04-30`;
    const [monthP50, monthP95] = await serverTimes(app, times, month, gardener.headers);
    return [
      `${label}: generating the calendar of a 1,000-plant yard: ${ms(first)} (${made.inserted} tasks and tips; ${total?.rows ?? 0} rows)`,
      `${label}: regenerating it unchanged, as the daily top-up does (median of ${RUNS}): ${ms(median(again))}`,
      `${label}: adding one plant to it (its ${ofOnePlant.inserted} tasks and the yard's tips): ${ms(onePlant)}`,
      `${label}: a new weather station moves ${changes.updated} open tasks: ${ms(moved)}`,
      `${label}: task list (defaults) server time p50 ${ms(listP50)}, p95 ${ms(listP95)} over ${TIMED_CALLS} calls`,
      `${label}: month view (April, up to 1,000 tasks) p50 ${ms(monthP50)}, p95 ${ms(monthP95)}`,
    ];
  } finally {
    await app.close();
  }
}

/** Issue goal: a 1,000-plant yard's tasks made in under 200 ms; the task list's p95. */
export async function benchCareCalendar(): Promise<string[]> {
  return onEachDatabase(measure);
}
