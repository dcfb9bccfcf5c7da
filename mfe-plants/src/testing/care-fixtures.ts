import { testTask } from '@thrive/shared/testing';
import {
  TASK_STATUS,
  type CareCategory,
  type CustomTask,
  type PlantActivity,
  type PlantTasks,
  type Task,
} from '@thrive/shared/contracts';

/** A pending task for Lavender in Shady corner (plant zone 301); pass what the test is about. */
const plantTask = (overrides: Partial<Task> = {}): Task =>
  testTask({
    id: 601,
    commonName: 'Lavender',
    zoneName: 'Shady corner',
    dueDate: '2025-05-06',
    PlantId: 7,
    ZoneId: 9,
    YardId: 5,
    PlantZoneId: 301,
    Details: 'Soak the roots, then let the soil dry.',
    ...overrides,
  });

function customTask(overrides: Partial<CustomTask> = {}): CustomTask {
  return {
    Id: 71,
    PlantZoneId: 301,
    PlantId: 7,
    CommonName: 'Lavender',
    ZoneName: 'Shady corner',
    TaskType: 'Deadhead spent spikes',
    CareCategoryId: 3,
    StartDate: '2025-05-01',
    RepeatEveryDays: 14,
    EndDate: null,
    Notes: '',
    NextDueDate: '2025-05-15',
    ...overrides,
  };
}

/** Lavender's tasks: one coming, one past due, one done, and a repeating task of the gardener's. */
export function plantTasks(): PlantTasks {
  return {
    Upcoming: [
      plantTask({
        id: 602,
        taskType: 'Cut back',
        dueDate: '2025-04-20',
        ispastdue: true,
        CareCategory: 'Pruning',
      }),
      plantTask(),
    ],
    Completed: [
      plantTask({
        id: 590,
        taskType: 'Feed lightly',
        taskStatusId: TASK_STATUS.Completed,
        dateCompleted: '2025-04-28',
        dueDate: '2025-04-27',
      }),
    ],
    CustomTasks: [customTask()],
  };
}

export function careCategories(): CareCategory[] {
  return [
    { Id: 1, Name: 'Watering', Icon: 'watering' },
    { Id: 2, Name: 'Fertilizing', Icon: 'fertilizing' },
    { Id: 3, Name: 'Pruning', Icon: 'pruning' },
  ];
}

function activity(overrides: Partial<PlantActivity> = {}): PlantActivity {
  return {
    Id: 801,
    PlantId: 7,
    PlantZoneId: 301,
    ZoneName: 'Shady corner',
    CareCategoryId: 2,
    CareCategory: 'Fertilizing',
    Notes: '',
    DoneOn: '2025-04-28',
    TaskId: 590,
    CreatedAt: '2025-04-28T08:00:00.000Z',
    ...overrides,
  };
}

/** Two entries, newest first: one logged by completing a task, one by hand with notes. */
export function activities(): PlantActivity[] {
  return [
    activity(),
    activity({
      Id: 790,
      PlantZoneId: 0,
      ZoneName: '',
      CareCategoryId: 3,
      CareCategory: 'Pruning',
      Notes: 'Trimmed the woody stems.',
      DoneOn: '2025-04-01',
      TaskId: 0,
    }),
  ];
}
