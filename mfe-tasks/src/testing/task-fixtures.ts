import { testTask } from '@thrive/shared/testing';
import {
  TASK_STATUS,
  type CustomTask,
  type Task,
  type TaskDetails,
  type YardFrostDates,
  type ZonePlant,
} from '@thrive/shared/contracts';

/** The day the fake garden is seen from: the list's `td` in tests that fix the clock. */
export const FAKE_TODAY = '2025-04-10';

export const task = (overrides: Partial<Task> = {}): Task =>
  testTask({ dueDate: '2025-04-12', ...overrides });

export function tip(overrides: Partial<Task> = {}): Task {
  return task({
    id: 90,
    taskType: 'Mulch before the heat',
    istip: true,
    commonName: '',
    zoneName: '',
    Source: 'tip',
    dueDate: '2025-04-11',
    Expires: '2025-05-31',
    Tip: {
      Body: 'Two inches of mulch keep the roots cool.',
      CareCategoryIcon: 'mulch',
      LinkID: '',
      ELinkID: 0,
      ECampaignID: 0,
      CampaignName: '',
      ImageFile: '',
    },
    ...overrides,
  });
}

export function details(from: Task): TaskDetails {
  return {
    ...from,
    YardName: 'Demo backyard',
    BotanicalName: 'Solanum lycopersicum',
    DateReason: '2 weeks after your last spring frost (Apr 3)',
    PlantActivityId: 0,
  };
}

/** A small garden: past due, this week, a completed one, a suspended one and a tip. */
export function freshTasks(): Task[] {
  return [
    task({ id: 1, taskType: 'Water deeply', dueDate: '2025-04-08', ispastdue: true }),
    task({
      id: 2,
      taskType: 'Feed',
      commonName: 'Rose',
      zoneName: 'Front border',
      dueDate: '2025-04-12',
      PlantId: 12,
    }),
    task({ id: 3, taskType: 'Stake', dueDate: '2025-04-14' }),
    task({
      id: 4,
      taskType: 'Prune',
      dueDate: '2025-04-02',
      taskStatusId: TASK_STATUS.Completed,
      dateCompleted: '2025-04-03',
    }),
    task({ id: 5, taskType: 'Divide', dueDate: '2025-04-20', taskStatusId: TASK_STATUS.Suspended }),
    tip(),
    task({
      id: 7,
      taskType: 'Check for aphids',
      dueDate: '2025-04-16',
      userTaskRuleId: 70,
      RepeatEveryDays: 7,
      Source: 'custom',
    }),
  ];
}

export function zonePlant(overrides: Partial<ZonePlant> = {}): ZonePlant {
  const factor = { Score: 1 as const, Direction: null, Tooltip: '' };
  return {
    Id: 41,
    ZoneId: 21,
    ZoneName: 'Back bed',
    YardId: 31,
    PlantId: 11,
    CommonName: 'Tomato',
    BotanicalName: 'Solanum lycopersicum',
    Thumbnail: '',
    FertilizerId: 0,
    FertilizerName: '',
    Sun: factor,
    Water: factor,
    Freeze: factor,
    Overall: { Score: 1, Tooltip: '' },
    ...overrides,
  };
}

export function freshZonePlants(): ZonePlant[] {
  return [
    zonePlant(),
    zonePlant({ Id: 42, ZoneId: 22, ZoneName: 'Greenhouse' }),
    zonePlant({ Id: 43, ZoneId: 23, ZoneName: 'Front border', PlantId: 12, CommonName: 'Rose' }),
  ];
}

export function customTask(overrides: Partial<CustomTask> = {}): CustomTask {
  return {
    Id: 70,
    PlantZoneId: 41,
    PlantId: 11,
    CommonName: 'Tomato',
    ZoneName: 'Back bed',
    TaskType: 'Check for aphids',
    CareCategoryId: 5,
    StartDate: '2025-04-02',
    RepeatEveryDays: 7,
    EndDate: null,
    Notes: 'Under the leaves.',
    NextDueDate: '2025-04-16',
    ...overrides,
  };
}

export function frostDates(overrides: Partial<YardFrostDates> = {}): YardFrostDates {
  return {
    YardId: 31,
    Source: 'station',
    LastSpringFrost: '04-03',
    FirstFallFrost: '11-04',
    FrostFree: false,
    StationID: 'USW00013722',
    StationName: 'RALEIGH DURHAM INTL AP',
    StationState: 'NC',
    DistanceMiles: 9.5,
    StationChosen: false,
    HardinessZone: '8a',
    Explanation: 'Half of the years had their last frost by Apr 3 and their first by Nov 4.',
    Attribution: 'NOAA 1981-2010 climate normals',
    ...overrides,
  };
}
