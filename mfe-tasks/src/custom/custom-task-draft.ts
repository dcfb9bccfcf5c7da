import type { ContractForm } from '@thrive/shared/forms';
import {
  CUSTOM_TASK_REPEAT_MAX_DAYS,
  customTaskInputSchema,
  type CustomTask,
  type CustomTaskInput,
} from '@thrive/shared/contracts';

/**
 * The custom task form as the gardener fills it: the contract's fields, the days between
 * repeats as typed and the repeat as a choice.
 */
export type CustomTaskDraft = Required<Omit<CustomTaskInput, 'RepeatEveryDays' | 'EndDate'>> & {
  repeats: boolean;
  /** Days between repeats, as typed (read only when the task repeats). */
  RepeatEveryDays: string;
  /** '' for none (read only when the task repeats). */
  EndDate: string;
};

export const REPEAT_DAYS_MESSAGE = `Enter how many days between repeats, from 1 to ${CUSTOM_TASK_REPEAT_MAX_DAYS}.`;

/**
 * The contract, with the form's own word for the days between repeats: the form hands over
 * NaN for days a repeating task may not have (see customTaskInput), and the gardener reads
 * one message for every way of getting them wrong.
 */
export const customTaskFormSchema = customTaskInputSchema.safeExtend({
  RepeatEveryDays: customTaskInputSchema.shape.RepeatEveryDays.catch(Number.NaN).refine(
    (days) => !Number.isNaN(days),
    REPEAT_DAYS_MESSAGE,
  ),
});

/** A week: the most common rhythm of a gardener's own checks. */
const DEFAULT_REPEAT_DAYS = '7';

export function newDraft(startDate: string, plantZoneId: number): CustomTaskDraft {
  return {
    Id: 0,
    PlantZoneId: plantZoneId,
    TaskType: '',
    CareCategoryId: 0,
    repeats: false,
    RepeatEveryDays: DEFAULT_REPEAT_DAYS,
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
    RepeatEveryDays: task.RepeatEveryDays > 0 ? String(task.RepeatEveryDays) : DEFAULT_REPEAT_DAYS,
    StartDate: task.StartDate,
    EndDate: task.EndDate ?? '',
    Notes: task.Notes,
  };
}

/** Days between repeats: 0 for a one-off task; NaN unless typed as whole days from 1 to the most. */
function repeatDays({ repeats, RepeatEveryDays }: CustomTaskDraft): number {
  if (!repeats) return 0;
  const text = RepeatEveryDays.trim();
  const days = Number(text);
  return /^\d+$/.test(text) && days >= 1 && days <= CUSTOM_TASK_REPEAT_MAX_DAYS ? days : Number.NaN;
}

/**
 * The draft as the contract takes it: a one-off task repeats every 0 days and has no end
 * date; a start date left out is one the gardener must enter.
 */
export function customTaskInput(draft: CustomTaskDraft) {
  return {
    Id: draft.Id,
    PlantZoneId: draft.PlantZoneId,
    TaskType: draft.TaskType,
    CareCategoryId: draft.CareCategoryId,
    StartDate: draft.StartDate || undefined,
    RepeatEveryDays: repeatDays(draft),
    EndDate: draft.repeats && draft.EndDate ? draft.EndDate : null,
    Notes: draft.Notes,
  };
}

/** The custom task form, as its parts read it. */
export type CustomTaskForm = ContractForm<CustomTaskDraft, CustomTaskInput>;
