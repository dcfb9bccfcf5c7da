import { customTask } from '../testing/task-fixtures';
import {
  customTaskFormSchema,
  customTaskInput,
  draftOfCustomTask,
  newDraft,
  REPEAT_DAYS_MESSAGE,
  type CustomTaskDraft,
} from './custom-task-draft';

/** The draft as the form checks it on Save: the input it sends, or each field's message. */
function checkCustomTask(draft: CustomTaskDraft) {
  const parsed = customTaskFormSchema.safeParse(customTaskInput(draft));
  return parsed.success
    ? { ok: true, input: parsed.data }
    : { ok: false, errors: firstMessageByField(parsed.error.issues) };
}

/** The first message of each field, as the form shows them. */
function firstMessageByField(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[String(issue.path[0])] ??= issue.message;
  return fields;
}

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
    const check = checkCustomTask({ ...ready, repeats: true, RepeatEveryDays: '14', EndDate: '2025-06-30' });
    expect(check).toMatchObject({ ok: true, input: { RepeatEveryDays: 14, EndDate: '2025-06-30' } });
  });

  test('says what is missing or wrong, field by field, in the contract’s words', () => {
    const check = checkCustomTask({
      ...newDraft('', 0),
      repeats: true,
      RepeatEveryDays: '0',
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
    const check = checkCustomTask({ ...ready, repeats: true, RepeatEveryDays: '7', EndDate: '2025-04-01' });
    expect(check).toEqual({
      ok: false,
      errors: { EndDate: 'The end date must not be before the start date.' },
    });
  });

  test('an existing rule becomes a draft to edit', () => {
    expect(draftOfCustomTask(customTask())).toMatchObject({
      Id: 70,
      repeats: true,
      RepeatEveryDays: '7',
      EndDate: '',
    });
  });
});
