import { issuesByField } from '@thrive/shared';
import {
  CUSTOM_TASK_REPEAT_MAX_DAYS,
  customTaskInputSchema,
  type CustomTask,
  type CustomTaskInput,
} from '@thrive/shared/contracts';

/** The custom task form as the gardener fills it: texts as typed, the repeat as a choice. */
export interface CustomTaskDraft {
  Id: number;
  PlantZoneId: number;
  TaskType: string;
  CareCategoryId: number;
  repeats: boolean;
  /** Days between repeats, as typed. */
  every: string;
  StartDate: string;
  EndDate: string;
  Notes: string;
}

export type CustomTaskField =
  'PlantZoneId' | 'TaskType' | 'StartDate' | 'RepeatEveryDays' | 'EndDate' | 'Notes';
export type CustomTaskErrors = Partial<Record<CustomTaskField, string>>;
export const REPEAT_DAYS_MESSAGE = `Enter how many days between repeats, from 1 to ${CUSTOM_TASK_REPEAT_MAX_DAYS}.`;
/**
 * The fields whose messages a change of the draft may settle: the repeat is checked as
 * RepeatEveryDays, and the end date, which must not be before the start, follows the start.
 */
export function fieldsOfChanges(changes: Partial<CustomTaskDraft>): CustomTaskField[] {
  const fields = new Set<CustomTaskField>();
  for (const key of Object.keys(changes) as (keyof CustomTaskDraft)[]) {
    if (key === 'every' || key === 'repeats') fields.add('RepeatEveryDays');
    if (key === 'repeats' || key === 'StartDate') fields.add('EndDate');
    if (key !== 'every' && key !== 'repeats' && key !== 'Id' && key !== 'CareCategoryId') fields.add(key);
  }
  return [...fields];
}

/** A week: the most common rhythm of a gardener's own checks. */
const DEFAULT_REPEAT_DAYS = '7';

export function newDraft(startDate: string, plantZoneId: number): CustomTaskDraft {
  return {
    Id: 0,
    PlantZoneId: plantZoneId,
    TaskType: '',
    CareCategoryId: 0,
    repeats: false,
    every: DEFAULT_REPEAT_DAYS,
    StartDate: startDate,
    EndDate: '',
    Notes: '',
  };
}

export function draftOfCustomTask(task: CustomTask): CustomTaskDraft {
  return {
    Id: task.Id,
    PlantZoneId: task.PlantZoneId,
    TaskType: task.TaskType,
    CareCategoryId: task.CareCategoryId,
    repeats: task.RepeatEveryDays > 0,
    every: task.RepeatEveryDays > 0 ? String(task.RepeatEveryDays) : DEFAULT_REPEAT_DAYS,
    StartDate: task.StartDate,
    EndDate: task.EndDate ?? '',
    Notes: task.Notes,
  };
}

/**
 * The draft checked with the contract's rules (and its messages), ready to send; a one-off
 * task repeats every 0 days and has no end date. Errors are keyed by field.
 */
export function checkCustomTask(
  draft: CustomTaskDraft,
): { ok: true; input: CustomTaskInput } | { ok: false; errors: CustomTaskErrors } {
  const errors: CustomTaskErrors = {};
  const every = Number(draft.every);
  if (
    draft.repeats &&
    !(/^\d+$/.test(draft.every.trim()) && every >= 1 && every <= CUSTOM_TASK_REPEAT_MAX_DAYS)
  ) {
    errors.RepeatEveryDays = REPEAT_DAYS_MESSAGE;
  }
  if (!draft.StartDate) errors.StartDate = 'Please enter a start date.';
  const input: CustomTaskInput = {
    Id: draft.Id,
    PlantZoneId: draft.PlantZoneId,
    TaskType: draft.TaskType,
    CareCategoryId: draft.CareCategoryId,
    StartDate: draft.StartDate,
    RepeatEveryDays: draft.repeats ? every : 0,
    EndDate: draft.repeats && draft.EndDate ? draft.EndDate : null,
    Notes: draft.Notes,
  };
  const parsed = customTaskInputSchema.safeParse(input);
  if (!parsed.success) {
    for (const [field, message] of Object.entries(issuesByField(parsed.error))) {
      errors[field as CustomTaskField] ??= message;
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input: parsed.success ? parsed.data : input };
}
