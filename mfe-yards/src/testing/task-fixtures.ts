import { TASK_STATUS, type Task, type TaskPage } from '@thrive/shared/contracts';

/** A pending task of the gardener's (Water Lavender in Border bed); pass what the test is about. */
export function task(overrides: Partial<Task> = {}): Task {
  return {
    id: 501,
    taskType: 'Water',
    istip: false,
    commonName: 'Lavender',
    zoneName: 'Border bed',
    thumbnail: '',
    dueDate: '2025-05-03',
    dateCompleted: null,
    taskStatusId: TASK_STATUS.Pending,
    ispastdue: false,
    userTaskRuleId: 0,
    PlantId: 2001,
    ZoneId: 8,
    YardId: 5,
    PlantZoneId: 101,
    CareCategoryId: 1,
    CareCategory: 'Watering',
    Source: 'care',
    Details: 'Water deeply at the base.',
    Notes: '',
    WindowEnd: null,
    RepeatEveryDays: 0,
    Expires: null,
    Tip: null,
    ...overrides,
  };
}

export function taskPage(items: Task[], overrides: Partial<TaskPage> = {}): TaskPage {
  return { Items: items, TotalRows: items.length, i: 0, c: 20, Today: '2025-05-02', ...overrides };
}
