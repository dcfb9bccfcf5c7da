/**
 * @thrive/shared/tasks: the task list of the tasks area with its bulk status bar, the sort &
 * filter panel (Radix tabs), the date completed and tip dialogs and the days input. An entry
 * of its own, shared like the main one (see mf/shared-dependencies.ts): the launch pad and the
 * other areas show no task list. It imports the rest of the package by its entry names, never
 * by relative path.
 */
export * from './task-rules';
export * from './sort-filter-draft';
export { DaysInput, type DaysInputProps } from './days-input';
export * from './date-completed-dialog';
export * from './task-sort-filter-panel';
export { showDaysLabel } from './filter-tab';
export { DDPDT_LABEL } from './other-tab';
export * from './bulk-status-bar';
export * from './task-item';
export { completedByText, SharedByMark } from './task-sharing';
export * from './task-list';
export { TipDialog, TIP_DIALOG_ID } from './tip-dialog';
export { useBulkStatus } from './use-bulk-status';
