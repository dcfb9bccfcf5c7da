export {
  UpcomingTasks,
  SEE_ALL_TASKS,
  TASKS_PATH,
  type UpcomingTasksProps,
  type UpcomingTasksQueryProps,
  type UpcomingTasksGivenProps,
} from './upcoming-tasks';
export { taskDetailsPath } from './upcoming-task-row';
export { taskWhenText, PAST_DUE, DUE_TODAY } from './task-when';
export { useLocalToday } from './use-local-today';
