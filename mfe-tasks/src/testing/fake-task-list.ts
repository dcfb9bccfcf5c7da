import { TASK_FILTER, TASK_STATUS, type Task, type TaskSortFilter } from '@thrive/shared/contracts';
import { FAKE_TODAY } from './task-fixtures';

/** What a gardener who never chose has: SPEC §3's defaults. */
export const DEFAULT_SETTINGS: TaskSortFilter = {
  pid: 0,
  zid: 0,
  yid: 0,
  pd: 7,
  sd: 1,
  sid: 10,
  s: 'DueDate ASC',
  fid: 0,
};
const SORT_KEYS: Record<string, (task: Task) => string> = {
  'DueDate ASC': (task) => task.dueDate,
  'CommonName ASC': (task) => task.commonName,
  'TaskType ASC': (task) => task.taskType,
  'DateCompleted DESC': (task) => task.dateCompleted ?? '',
  'ZoneName ASC': (task) => task.zoneName,
};

/** Which of SPEC §2.8's filter bits a task answers to. */
function filterBit(task: Task): number {
  if (task.istip) return TASK_FILTER.Tips;
  if (task.taskStatusId === TASK_STATUS.Completed) return TASK_FILTER.Completed;
  if (task.taskStatusId === TASK_STATUS.Suspended) return TASK_FILTER.Suspended;
  // Skipped tasks are in no list.
  return task.taskStatusId === TASK_STATUS.Pending ? TASK_FILTER.Pending : 0;
}

function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The server's list rules, as far as the screens depend on them. */
export function listTasks(all: Task[], query: Record<string, string>, ddpdt: boolean) {
  const sid = Number(query.sid ?? 10);
  const today = query.td ?? FAKE_TODAY;
  let tasks = all.filter((task) => (sid & filterBit(task)) !== 0);
  if (query.from && query.to) {
    tasks = tasks.filter((task) => task.dueDate >= query.from! && task.dueDate <= query.to!);
  } else if (query.sd === '1') {
    const last = addDays(today, Number(query.pd ?? 7));
    tasks = tasks.filter((task) => task.dueDate <= last);
  }
  if (ddpdt && !query.from) tasks = tasks.filter((task) => !(task.ispastdue && task.taskStatusId === 2));
  const key = SORT_KEYS[query.s ?? 'DueDate ASC'] ?? SORT_KEYS['DueDate ASC']!;
  tasks = [...tasks].sort((a, b) => key(a).localeCompare(key(b)));
  if (query.s === 'DateCompleted DESC') tasks.reverse();
  const i = Number(query.i ?? 0);
  const c = Number(query.c ?? 20);
  return { Items: tasks.slice(i * c, i * c + c), TotalRows: tasks.length, i, c, Today: today };
}
