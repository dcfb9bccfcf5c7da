import { taskDaysSchema, TASK_DAYS_MAX, TASK_DAYS_MIN } from '../contracts/tasks';

/** Said when the field is left empty (SPEC §5 gives no text; the range's words follow). */
export const DAYS_REQUIRED_MESSAGE = `Enter a number of days from ${TASK_DAYS_MIN} to ${TASK_DAYS_MAX}.`;

/**
 * SPEC §5 "Days input": a whole number from 0 to 360 (the contract's rule, so the server
 * and the field agree). Null with the contract's message when it is not one.
 */
export function checkDays(text: string): { days: number; error: null } | { days: null; error: string } {
  // The contract coerces, and Number('') is 0: only digits may reach it, so empty is not 0 days.
  if (!/^-?\d+(\.\d+)?$/.test(text.trim())) return { days: null, error: DAYS_REQUIRED_MESSAGE };
  const parsed = taskDaysSchema.safeParse(text.trim());
  if (parsed.success) return { days: parsed.data, error: null };
  return { days: null, error: parsed.error.issues[0]?.message ?? DAYS_REQUIRED_MESSAGE };
}
