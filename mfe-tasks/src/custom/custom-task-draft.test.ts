import { customTask } from '../testing/task-fixtures';
import { checkCustomTask, draftOfCustomTask, newDraft, REPEAT_DAYS_MESSAGE } from './custom-task-draft';

const ready = { ...newDraft('2025-04-10', 41), TaskType: 'Check for slugs' };

describe('the custom task form’s rules', () => {
  test('a one-off task repeats every 0 days, without an end date', () => {
    expect(checkCustomTask({ ...ready, EndDate: '2025-05-01' })).toEqual({
      ok: true,
      input: {
        Id: 0,
        PlantZoneId: 41,
        TaskType: 'Check for slugs',
        CareCategoryId: 0,
        StartDate: '2025-04-10',
        RepeatEveryDays: 0,
        EndDate: null,
        Notes: '',
      },
    });
  });

  test('a repeating task: every N days from the start, until the end date', () => {
    const check = checkCustomTask({ ...ready, repeats: true, every: '14', EndDate: '2025-06-30' });
    expect(check).toMatchObject({ ok: true, input: { RepeatEveryDays: 14, EndDate: '2025-06-30' } });
  });

  test('says what is missing or wrong, field by field, in the contract’s words', () => {
    const check = checkCustomTask({
      ...newDraft('', 0),
      repeats: true,
      every: '0',
    });
    expect(check).toEqual({
      ok: false,
      errors: {
        PlantZoneId: 'Choose the plant (and its zone) the task is for.',
        TaskType: 'Please enter what to do.',
        StartDate: 'Please enter a start date.',
        RepeatEveryDays: REPEAT_DAYS_MESSAGE,
      },
    });
  });

  test('the end date must not be before the start date', () => {
    const check = checkCustomTask({ ...ready, repeats: true, every: '7', EndDate: '2025-04-01' });
    expect(check).toEqual({
      ok: false,
      errors: { EndDate: 'The end date must not be before the start date.' },
    });
  });

  test('an existing rule becomes a draft to edit', () => {
    expect(draftOfCustomTask(customTask())).toMatchObject({ Id: 70, repeats: true, every: '7', EndDate: '' });
  });
});
