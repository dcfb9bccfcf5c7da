import { TASK_STATUS, type Task } from '../contracts/tasks';

/** A complete pending task for tests; pass only what the test is about. */
export function testTask(overrides: Partial<Task> = {}): Task {
  return {
    id: 1,
    taskType: 'Water deeply',
    istip: false,
    commonName: 'Tomato',
    zoneName: 'Back bed',
    thumbnail: '',
    dueDate: '2025-04-10',
    dateCompleted: null,
    taskStatusId: TASK_STATUS.Pending,
    ispastdue: false,
    userTaskRuleId: 0,
    PlantId: 11,
    ZoneId: 21,
    YardId: 31,
    PlantZoneId: 41,
    CareCategoryId: 1,
    CareCategory: 'Watering',
    Source: 'care',
    Details: 'Water at the base, early in the day.',
    Notes: '',
    WindowEnd: null,
    RepeatEveryDays: 0,
    Expires: null,
    Tip: null,
    ...overrides,
  };
}

/** A tip (SPEC §3 Tip) as the list carries it. */
export function testTip(overrides: Partial<Task> = {}, link = ''): Task {
  return testTask({
    id: 90,
    taskType: 'Mulch before the heat',
    istip: true,
    Source: 'tip',
    Expires: '2025-05-31',
    Tip: {
      Body: 'Two inches of mulch keep the roots cool.',
      CareCategoryIcon: 'mulch',
      LinkID: link,
      ELinkID: 0,
      ECampaignID: 0,
      CampaignName: '',
      ImageFile: '',
    },
    ...overrides,
  });
}
