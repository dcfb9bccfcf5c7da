import { TASK_STATUS } from '../contracts/tasks';
import { isPastDue, taskTitle } from './task-basics';

describe('task basics', () => {
  test('SPEC §4: a task is past due only if ispastdue and status 2', () => {
    expect(isPastDue({ ispastdue: true, taskStatusId: TASK_STATUS.Pending })).toBe(true);
    expect(isPastDue({ ispastdue: true, taskStatusId: TASK_STATUS.Completed })).toBe(false);
    expect(isPastDue({ ispastdue: true, taskStatusId: TASK_STATUS.Suspended })).toBe(false);
    expect(isPastDue({ ispastdue: true, taskStatusId: TASK_STATUS.Skip })).toBe(false);
    expect(isPastDue({ ispastdue: false, taskStatusId: TASK_STATUS.Pending })).toBe(false);
  });

  test("SPEC §2.8: tips carry a '[Tip]' suffix", () => {
    expect(taskTitle({ taskType: 'Prune roses', istip: true })).toBe('Prune roses [Tip]');
    expect(taskTitle({ taskType: 'Water', istip: false })).toBe('Water');
  });
});
