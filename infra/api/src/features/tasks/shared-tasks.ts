import { eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Task } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { userTasks, users, yardMembers } from '../../db/schema';
import { gardenerName, yardsSharedWith } from '../common/yard-membership';
import type { TaskRow } from './task-rows';

/** The tasks a gardener sees: their own, and those of the yards others share with them. */
export interface TaskReach {
  /** The condition on user_tasks that picks them. */
  condition: SQL;
  /** The owner's name of each yard shared with the gardener. */
  ownerOfSharedYard: ReadonlyMap<number, string>;
}

export async function taskReach(db: Database, userId: number): Promise<TaskReach> {
  const shared = await yardsSharedWith(db, userId);
  const own = eq(userTasks.userId, userId);
  return {
    condition:
      shared.length === 0
        ? own
        : or(
            own,
            inArray(
              userTasks.yardId,
              shared.map(({ yard }) => yard.id),
            ),
          )!,
    ownerOfSharedYard: new Map(shared.map(({ yard, sharing }) => [yard.id, sharing.OwnerName])),
  };
}

/**
 * Marks answers of tasks in shared yards: `SharedBy` names the owner on a yard shared with
 * the reader, and `CompletedBy` names who completed a task in any yard that has members, so
 * the owner and every member see who did it.
 */
export async function sharedTaskMarks(
  db: Database,
  reach: TaskReach,
  rows: readonly TaskRow[],
): Promise<(row: TaskRow, task: Task) => Task> {
  const yardIds = [...new Set(rows.map((row) => row.yardId).filter((id): id is number => id !== null))];
  const sharedYards = new Set(
    yardIds.length === 0
      ? []
      : (
          await db
            .selectDistinct({ yardId: yardMembers.yardId })
            .from(yardMembers)
            .where(inArray(yardMembers.yardId, yardIds))
        ).map((row) => row.yardId),
  );
  const completers = [
    ...new Set(
      rows
        .filter((row) => row.yardId !== null && sharedYards.has(row.yardId))
        .map((row) => row.completedBy)
        .filter((id): id is number => id !== null),
    ),
  ];
  const names = new Map(
    completers.length === 0
      ? []
      : (
          await db
            .select({ id: users.id, firstname: users.firstname, name: users.name, email: users.email })
            .from(users)
            .where(inArray(users.id, completers))
        ).map((user) => [user.id, gardenerName(user)]),
  );
  return (row, task) => {
    const owner = row.yardId === null ? undefined : reach.ownerOfSharedYard.get(row.yardId);
    const completer = row.completedBy === null ? undefined : names.get(row.completedBy);
    return {
      ...task,
      ...(owner !== undefined && { SharedBy: owner }),
      ...(completer !== undefined && row.dateCompleted !== null && { CompletedBy: completer }),
    };
  };
}
