import type { Task, TaskPage } from '@thrive/shared/contracts';
import { testTask } from '@thrive/shared/testing';

/** A pending task of the gardener's (Water Lavender in Border bed); pass what the test is about. */
export const task = (overrides: Partial<Task> = {}): Task =>
  testTask({
    id: 501,
    taskType: 'Water',
    commonName: 'Lavender',
    zoneName: 'Border bed',
    dueDate: '2025-05-03',
    PlantId: 2001,
    ZoneId: 8,
    YardId: 5,
    PlantZoneId: 101,
    Details: 'Water deeply at the base.',
    ...overrides,
  });

export function taskPage(items: Task[], overrides: Partial<TaskPage> = {}): TaskPage {
  return { Items: items, TotalRows: items.length, i: 0, c: 20, Today: '2025-05-02', ...overrides };
}
