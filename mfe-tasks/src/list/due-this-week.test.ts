import { TASK_STATUS } from '@thrive/shared/contracts';
import { task, tip } from '../testing/task-fixtures';
import { dueThisWeek, dueThisWeekText, weekOf, weekQuery } from './due-this-week';

const TODAY = '2025-04-10';

describe('tasks due this week (the gardener’s own today and the 6 days after)', () => {
  test('the week runs from today to 6 days on, across a month’s end', () => {
    expect(weekOf(TODAY)).toEqual({ from: '2025-04-10', to: '2025-04-16' });
    expect(weekOf('2025-12-29')).toEqual({ from: '2025-12-29', to: '2026-01-04' });
    expect(weekQuery(TODAY)).toMatchObject({ from: TODAY, to: '2025-04-16', sid: 2, sd: 0, td: TODAY });
  });

  test('counts open tasks by their due dates: not past due, not later, not done, not tips', () => {
    const tasks = [
      task({ id: 1, dueDate: '2025-04-10' }),
      task({ id: 2, dueDate: '2025-04-16' }),
      task({ id: 3, dueDate: '2025-04-13', Planned: true }),
      task({ id: 4, dueDate: '2025-04-09', ispastdue: true }),
      task({ id: 5, dueDate: '2025-04-17' }),
      task({
        id: 6,
        dueDate: '2025-04-12',
        taskStatusId: TASK_STATUS.Completed,
        dateCompleted: '2025-04-10',
      }),
      tip({ dueDate: '2025-04-11' }),
    ];
    expect(dueThisWeek(tasks, TODAY)).toBe(3);
  });

  test('says how many, in words', () => {
    expect(dueThisWeekText(7)).toBe('7 tasks due this week');
    expect(dueThisWeekText(1)).toBe('1 task due this week');
    expect(dueThisWeekText(0)).toBe('Nothing due this week');
  });
});
