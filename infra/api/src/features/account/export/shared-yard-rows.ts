import { asc, eq } from 'drizzle-orm';
import type { ExportRow, YardMemberRole } from '@thrive/shared/contracts';
import type { Database } from '../../../db/database';
import { users, yardMembers, yards } from '../../../db/schema';
import { gardenerName } from '../../common/yard-membership';
import { iso } from './garden-rows';

/**
 * The yards others share with the gardener: the membership is the gardener's data, the yard
 * and its contents its owner's, so only its name, its owner's name and the role are listed.
 */
export async function sharedYardRows(db: Database, userId: number): Promise<ExportRow<'sharedYards'>[]> {
  const rows = await db
    .select({
      yardId: yards.id,
      yardName: yards.name,
      role: yardMembers.role,
      joinedAt: yardMembers.joinedAt,
      owner: { firstname: users.firstname, name: users.name, email: users.email },
    })
    .from(yardMembers)
    .innerJoin(yards, eq(yards.id, yardMembers.yardId))
    .innerJoin(users, eq(users.id, yards.userId))
    .where(eq(yardMembers.userId, userId))
    .orderBy(asc(yardMembers.joinedAt), asc(yards.id));
  return rows.map(({ owner, ...row }) => ({
    ...row,
    ownerName: gardenerName(owner),
    role: row.role as YardMemberRole,
    joinedAt: iso(row.joinedAt),
  }));
}
