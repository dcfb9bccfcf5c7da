import { http, HttpResponse } from 'msw';
import type {
  CalendarFeed,
  CustomTask,
  PlantActivity,
  Task,
  TaskSortFilter,
  Yard,
  ZonePlant,
} from '@thrive/shared/contracts';
import { referenceConditions, setupTestServer } from '@thrive/shared/testing';
import { DEFAULT_SETTINGS, listTasks } from './fake-task-list';
import { customTask, details, FAKE_TODAY, freshTasks, freshZonePlants, frostDates } from './task-fixtures';

/**
 * The task calls faked at the fetch level (DESIGN §8) over a small garden held in `data`;
 * the arrays record what the screens asked for and sent.
 */
export function setupFakeTasksApi() {
  const server = setupTestServer();
  const data = {
    tasks: freshTasks(),
    settings: { ...DEFAULT_SETTINGS },
    ddpdt: false,
    customTasks: [customTask()] as CustomTask[],
    zonePlants: freshZonePlants() as ZonePlant[],
    yards: [gardenYard()] as Yard[],
    feed: { Active: false, CreatedAt: null, Url: null } as CalendarFeed,
    feedUrl: '/api/calendar/AbCdEfGhIjKlMnOpQrStUv.ics',
    failList: false,
    bulkCode: 0,
    /** The care log entries completing a task wrote, by task id. */
    loggedActivities: {} as Record<number, PlantActivity>,
  };
  const calls = {
    taskQueries: [] as Record<string, string>[],
    sortFilterSaves: [] as unknown[],
    ddpdtToggles: 0,
    bulkUpdates: [] as unknown[],
    taskUpdates: [] as { id: number; body: Record<string, unknown> }[],
    deletes: [] as { id: number; series: string | null }[],
    customSaves: [] as Record<string, unknown>[],
    feedCreates: 0,
    feedRevokes: 0,
  };

  beforeEach(() => {
    Object.assign(data, {
      tasks: freshTasks(),
      settings: { ...DEFAULT_SETTINGS },
      ddpdt: false,
      customTasks: [customTask()],
      zonePlants: freshZonePlants(),
      yards: [gardenYard()],
      feed: { Active: false, CreatedAt: null, Url: null },
      failList: false,
      bulkCode: 0,
      loggedActivities: {},
    });
    for (const list of [calls.taskQueries, calls.sortFilterSaves, calls.bulkUpdates, calls.taskUpdates]) {
      list.length = 0;
    }
    calls.deletes.length = 0;
    calls.customSaves.length = 0;
    Object.assign(calls, { ddpdtToggles: 0, feedCreates: 0, feedRevokes: 0 });
    server.use(...taskHandlers(), ...gardenHandlers(), ...feedHandlers());
  });

  const sortFilterAnswer = () => ({ Id: 1, Settings: data.settings, DontDisplayPastDueTasks: data.ddpdt });
  const findTask = (id: unknown) => data.tasks.find((one) => one.id === Number(id));

  function taskHandlers() {
    return [
      http.get('/api/users/:uid/UserTasks', ({ request }) => {
        const query = Object.fromEntries(new URL(request.url).searchParams);
        calls.taskQueries.push(query);
        if (data.failList) return HttpResponse.json({ message: 'The tasks are resting.' }, { status: 500 });
        return HttpResponse.json(listTasks(data.tasks, query, data.ddpdt));
      }),
      http.get('/api/users/:uid/SortFilter/1', () => HttpResponse.json(sortFilterAnswer())),
      http.put('/api/users/:uid/SortFilter/1', async ({ request }) => {
        const body = (await request.json()) as TaskSortFilter;
        calls.sortFilterSaves.push(body);
        data.settings = { ...data.settings, ...body };
        return HttpResponse.json(sortFilterAnswer());
      }),
      http.post('/api/users/:uid/toggleDDPDT', () => {
        calls.ddpdtToggles += 1;
        data.ddpdt = !data.ddpdt;
        return HttpResponse.json({ DontDisplayPastDueTasks: data.ddpdt });
      }),
      http.put('/api/users/:uid/UpdateTaskStatus', async ({ request }) => {
        const body = (await request.json()) as { notes: string; plantId: number; dateCompleted?: string };
        calls.bulkUpdates.push(body);
        if (data.bulkCode !== 0)
          return HttpResponse.json({ code: data.bulkCode, Updated: 0, message: 'No.' });
        const ids = body.notes.split(',').map(Number);
        data.tasks = data.tasks.map((one) =>
          ids.includes(one.id)
            ? { ...one, taskStatusId: body.plantId, dateCompleted: body.dateCompleted ?? one.dateCompleted }
            : one,
        );
        return HttpResponse.json({ code: 0, Updated: ids.length, message: 'Done.' });
      }),
      http.get('/api/users/:uid/UserTask/:id', ({ params }) => {
        const found = findTask(params.id);
        if (!found) return HttpResponse.json({ message: 'That task was not found.' }, { status: 404 });
        return HttpResponse.json({
          ...details(found),
          PlantActivityId: data.loggedActivities[found.id]?.Id ?? 0,
        });
      }),
      http.get('/api/Users/:uid/PlantActivity/:id/', ({ params }) => {
        const found = Object.values(data.loggedActivities).find((one) => one.Id === Number(params.id));
        if (!found) return HttpResponse.json({ message: 'There is no such activity.' }, { status: 404 });
        return HttpResponse.json(found);
      }),
      http.put('/api/users/:uid/UserTask/:id', async ({ params, request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        calls.taskUpdates.push({ id: Number(params.id), body });
        const found = findTask(params.id)!;
        const changed: Task = {
          ...found,
          dueDate: (body.dueDate as string | undefined) ?? found.dueDate,
          Notes: (body.Notes as string | undefined) ?? found.Notes,
          taskStatusId: (body.taskStatusId as number | undefined) ?? found.taskStatusId,
          dateCompleted: (body.dateCompleted as string | undefined) ?? found.dateCompleted,
        };
        data.tasks = data.tasks.map((one) => (one.id === changed.id ? changed : one));
        return HttpResponse.json(details(changed));
      }),
      http.delete('/api/users/:uid/UserTask/:id', ({ params, request }) => {
        calls.deletes.push({
          id: Number(params.id),
          series: new URL(request.url).searchParams.get('series'),
        });
        data.tasks = data.tasks.filter((one) => one.id !== Number(params.id));
        return HttpResponse.json({ message: 'Task deleted.' });
      }),
      http.get('/api/users/:uid/UserTask', () => HttpResponse.json(data.customTasks)),
      http.post('/api/users/:uid/UserTasks', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        calls.customSaves.push(body);
        const zone = data.zonePlants.find((one) => one.Id === body.PlantZoneId);
        const saved = customTask({
          ...(body as Partial<CustomTask>),
          Id: Number(body.Id) || 80,
          PlantId: zone?.PlantId ?? 0,
          CommonName: zone?.CommonName ?? '',
          ZoneName: zone?.ZoneName ?? '',
        });
        data.customTasks = [...data.customTasks.filter((one) => one.Id !== saved.Id), saved];
        return HttpResponse.json(saved);
      }),
    ];
  }

  function gardenHandlers() {
    return [
      http.get('/api/users/:uid/ZonePlants/0', () => HttpResponse.json(data.zonePlants)),
      http.get('/api/Categories/0/GetCareCategories', () =>
        HttpResponse.json([
          { Id: 1, Name: 'Watering', Icon: 'water' },
          { Id: 5, Name: 'Pest control', Icon: 'bug' },
        ]),
      ),
      http.get('/api/Common/0/GrowingConditions', () =>
        HttpResponse.json(referenceConditions({ Fertilizers: [3, 7] })),
      ),
      http.get('/api/users/:uid/yards', () => HttpResponse.json(data.yards)),
      http.get('/api/users/:uid/yard/:id/FrostDates', () => HttpResponse.json(frostDates())),
    ];
  }

  function feedHandlers() {
    return [
      http.get('/api/users/:uid/CalendarFeed', () => HttpResponse.json({ ...data.feed, Url: null })),
      http.post('/api/users/:uid/CalendarFeed', () => {
        calls.feedCreates += 1;
        data.feed = { Active: true, CreatedAt: `${FAKE_TODAY}T09:00:00Z`, Url: null };
        return HttpResponse.json({ ...data.feed, Url: data.feedUrl });
      }),
      http.delete('/api/users/:uid/CalendarFeed', () => {
        calls.feedRevokes += 1;
        data.feed = { Active: false, CreatedAt: null, Url: null };
        return HttpResponse.json({ message: 'Your calendar address no longer works.' });
      }),
    ];
  }

  return { server, data, calls };
}

function gardenYard(): Yard {
  return {
    Id: 31,
    Name: 'Demo backyard',
    Address: '',
    City: 'Raleigh',
    State: 'NC',
    PostalCode: '27601',
    Latitude: 35.78,
    Longitude: -78.64,
    HardinessZoneId: 15,
    HardinessZoneManual: false,
    IsPublic: false,
    IsDefault: true,
    ZoneCount: 3,
  };
}
