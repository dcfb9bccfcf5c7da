/**
 * @thrive/shared/upcoming-tasks: the compact list of a gardener's next tasks (the dashboard's
 * "This week", a plant's care tasks). An entry of its own, shared like the main one (see
 * mf/shared-dependencies.ts): the launch pad shows no tasks, and the areas that do load this
 * without the whole task list. It imports the rest of the package by its entry names, never
 * by relative path.
 */
export {
  UpcomingTasks,
  SEE_ALL_TASKS,
  type UpcomingTasksProps,
  type UpcomingTasksQueryProps,
  type UpcomingTasksGivenProps,
} from './upcoming-tasks';
export { taskDetailsPath } from './upcoming-task-row';
export { taskWhenText, PAST_DUE, DUE_TODAY } from './task-when';
