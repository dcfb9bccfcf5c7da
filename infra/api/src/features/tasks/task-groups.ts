import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Task } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { userTasks } from '../../db/schema';

/**
 * Why tasks are grouped here, when they are read, and not when the calendar is made: the
 * calendar keeps one row per plant because a plant's care is its own history (its care log
 * entry, its page's tasks, its plant filter, what happens when it leaves its zone), and one
 * row per rule, zone and day would need a list of plants beside each row, which the table
 * has no place for. So the rows stay per plant, and everything that shows tasks to the
 * gardener (the list and its counts, the details, the status changes, the calendar feed)
 * sees the rows of one group as one task, through the key below.
 *
 * A group is our own care (care, water, fertilizer) of one kind (its title: "Spring
 * watering" comes from a rule per kind of plant, and is one job in a bed), in one zone,
 * due on one day, in one state (status and completion day): completing a group
 * keeps it one group, and un-completing it too. The gardener's own tasks and tips are never
 * merged: their key is their own id.
 */
const text = (value: unknown) => sql`coalesce((${value})::text, '')`;

export const taskGroupKey = sql<string>`CASE WHEN ${userTasks.source} IN ('care', 'water', 'fertilizer') THEN concat_ws('|', 'care', ${userTasks.taskType}, ${text(userTasks.yardId)}, coalesce(${userTasks.zoneId}::text, 'named ' || ${userTasks.zoneName}), ${text(userTasks.dueDate)}, ${text(userTasks.taskStatusId)}, ${text(userTasks.dateCompleted)}) ELSE 'task|' || ${userTasks.id}::text END`;

/** How many plants a grouped task names before "and N more". */
const NAMED_PLANTS = 2;

/** "Basil", "Basil and Thai Basil", "Basil, Hosta and Thai Basil", "Basil, Hosta and 4 more". */
export function plantsPhrase(names: readonly string[]): string {
  const shown = names.filter(Boolean);
  if (shown.length <= 1) return shown[0] ?? '';
  if (shown.length <= NAMED_PLANTS + 1)
    return `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
  return `${shown.slice(0, NAMED_PLANTS).join(', ')} and ${shown.length - NAMED_PLANTS} more`;
}

/**
 * The task a group shows as: its first stored task (the lowest id, so the same group keeps
 * its id from one read to the next) naming all its plants, alphabetically.
 */
export function groupedTask(members: readonly Task[]): Task {
  const first = members.reduce((low, task) => (task.id < low.id ? task : low));
  if (members.length === 1) return first;
  const plants = [...new Set(members.map((task) => task.commonName))].sort((a, b) => a.localeCompare(b));
  return {
    ...first,
    commonName: plantsPhrase(plants),
    GroupTaskIds: members.map((task) => task.id).sort((a, b) => a - b),
    Plants: plants,
  };
}

/** Tasks in their groups, each group where its first member stood. */
export function groupTasks<T>(items: readonly T[], keyOf: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return [...groups.values()];
}

/**
 * The stored tasks the gardener's tasks `ids` stand for: each with the other members of its
 * group, so a status, a date or a note given to a grouped task is given to all its plants.
 */
export async function groupMemberIds(
  db: Database,
  userId: number,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const keys = db
    .select({ key: taskGroupKey })
    .from(userTasks)
    .where(and(eq(userTasks.userId, userId), inArray(userTasks.id, [...ids])));
  const rows = await db
    .select({ id: userTasks.id })
    .from(userTasks)
    .where(and(eq(userTasks.userId, userId), inArray(taskGroupKey, keys)));
  return [...new Set([...ids, ...rows.map((row) => row.id)])];
}
