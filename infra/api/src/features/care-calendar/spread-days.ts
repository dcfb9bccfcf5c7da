import { addDays, daysBetween, minDay } from '../common/calendar-days';
import type { DesiredTask } from './desired-tasks';
import { seriesOf } from './plan-changes';

/**
 * Routine care goes on one day of the first week of its window: the week the list shows
 * (SPEC §9: 7 days), so spreading never hides a task beyond it.
 */
export const SPREAD_DAYS = 7;

/** A task already on the calendar, as spreading reads it. */
export interface PlacedTask {
  generationKey: string;
  source: string;
  dueDate: string;
  taskType?: string;
  yardId?: number | null;
  zoneId?: number | null;
}

type Kinded = Pick<PlacedTask, 'source' | 'taskType' | 'yardId' | 'zoneId' | 'generationKey'>;

/**
 * Care of one kind (its title) in one zone: on one day the list shows it as one task
 * (tasks/task-groups.ts). The gardener's own tasks are each their own.
 */
const kindOf = (task: Kinded) =>
  task.source === 'custom'
    ? `custom|${task.generationKey}`
    : [task.taskType ?? '', task.yardId ?? '', task.zoneId ?? ''].join('|');

/** A yard's days and the kinds of task each holds: its load is how many tasks it shows. */
class YardDays {
  private readonly kinds = new Map<string, Set<string>>();
  add(yardId: number | null | undefined, day: string, kind: string) {
    const key = `${yardId ?? ''}|${day}`;
    const kinds = this.kinds.get(key) ?? new Set<string>();
    kinds.add(kind);
    this.kinds.set(key, kinds);
  }
  load = (yardId: number | null | undefined, day: string) =>
    this.kinds.get(`${yardId ?? ''}|${day}`)?.size ?? 0;
  holds = (yardId: number | null | undefined, day: string, kind: string) =>
    this.kinds.get(`${yardId ?? ''}|${day}`)?.has(kind) ?? false;
}

/**
 * Tasks that move together by the same number of days, so they stay one task: a one-off
 * kind due on one day, or the repeats of one kind starting on one day at one pace (a
 * series moves whole, so its pace stays). `from`..`to`: the days its first task may take.
 */
interface Unit {
  members: DesiredTask[];
  kind: string;
  yardId: number;
  from: string;
  to: string;
}

/** The first day of each repeating series among `tasks`. */
function seriesStarts(tasks: readonly DesiredTask[]): Map<string, string> {
  const starts = new Map<string, string>();
  for (const task of tasks) {
    if (task.repeatEveryDays === 0) continue;
    const series = seriesOf(task.generationKey);
    starts.set(series, minDay(starts.get(series) ?? task.dueDate, task.dueDate));
  }
  return starts;
}

function unitsOf(tasks: readonly DesiredTask[]): Unit[] {
  const starts = seriesStarts(tasks);
  const units = new Map<string, Unit>();
  for (const task of tasks) {
    const kind = kindOf(task);
    const first = starts.get(seriesOf(task.generationKey)) ?? task.dueDate;
    const repeat = task.repeatEveryDays > 0 ? `every ${task.repeatEveryDays}` : 'once';
    const key = `${kind}|${repeat}|${first}`;
    const days = Math.min(SPREAD_DAYS, task.repeatEveryDays || SPREAD_DAYS);
    const last = minDay(task.windowEnd ?? first, addDays(first, days - 1));
    const unit = units.get(key);
    if (unit) {
      unit.members.push(task);
      unit.to = minDay(unit.to, last);
    } else units.set(key, { members: [task], kind, yardId: task.yardId, from: first, to: last });
  }
  // Tightest first, then a fixed order: the same garden gives the same plan.
  return [...units.entries()]
    .sort(([a, x], [b, y]) => x.from.localeCompare(y.from) || x.to.localeCompare(y.to) || a.localeCompare(b))
    .map(([, unit]) => unit);
}

function daysOf(unit: Unit): string[] {
  const days: string[] = [];
  for (let day = unit.from; day <= unit.to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** A task moved by `shift` days, never past its window. */
function moved(task: DesiredTask, shift: number): string {
  const day = addDays(task.dueDate, shift);
  return task.windowEnd && day > task.windowEnd ? task.windowEnd : day;
}

/**
 * Spreads routine care (DesiredTask.spreadable) over the first week of its window so that
 * a yard's days stay light: each kind of task in a zone goes on the day of its week that
 * already holds it (it joins that day's task), else on the day showing the fewest tasks
 * (the earliest of equals); a repeating series moves whole, within one repeat. Tasks with
 * a hard date, tips and the gardener's own tasks keep their day and count towards the load.
 * A task already on the calendar keeps its day while that day is still in its week, so
 * regenerating never shuffles the plan; `placed` is what the calendar holds (the rows of
 * `desired` among them).
 */
export function spreadTasks(desired: readonly DesiredTask[], placed: readonly PlacedTask[]): DesiredTask[] {
  const wanted = new Set(desired.map((task) => task.generationKey));
  const days = new YardDays();
  for (const task of placed)
    if (task.source !== 'tip' && !wanted.has(task.generationKey))
      days.add(task.yardId, task.dueDate, kindOf(task));
  for (const task of desired)
    if (task.source !== 'tip' && !task.spreadable) days.add(task.yardId, task.dueDate, kindOf(task));

  const placedOn = new Map(placed.map((task) => [task.generationKey, task.dueDate]));
  const units = unitsOf(desired.filter((task) => task.spreadable && task.source !== 'tip'));
  const shifts = new Map<Unit, number>();
  const span = (unit: Unit) => daysBetween(unit.from, unit.to);
  const pinned = (unit: Unit) =>
    unit.members
      .map((task) => {
        const day = placedOn.get(task.generationKey);
        return day === undefined ? -1 : daysBetween(task.dueDate, day);
      })
      .filter((shift) => shift >= 0 && shift <= span(unit))
      .sort((a, b) => a - b)[0];
  const place = (unit: Unit, shift: number) => {
    shifts.set(unit, shift);
    for (const task of unit.members) days.add(unit.yardId, moved(task, shift), unit.kind);
  };
  for (const unit of units) {
    const shift = pinned(unit);
    if (shift !== undefined) place(unit, shift);
  }
  for (const unit of units) {
    if (shifts.has(unit)) continue;
    const candidates = daysOf(unit);
    const day =
      candidates.find((candidate) => days.holds(unit.yardId, candidate, unit.kind)) ??
      candidates.reduce((best, candidate) =>
        days.load(unit.yardId, candidate) < days.load(unit.yardId, best) ? candidate : best,
      );
    place(unit, daysBetween(unit.from, day));
  }

  const dueOf = new Map<DesiredTask, string>();
  for (const [unit, shift] of shifts) for (const task of unit.members) dueOf.set(task, moved(task, shift));
  return desired.map((task) => {
    const due = dueOf.get(task);
    return due && due !== task.dueDate ? { ...task, dueDate: due } : task;
  });
}
