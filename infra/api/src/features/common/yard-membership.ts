import { and, eq } from 'drizzle-orm';
import type { YardRole } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { yardMembers, yards } from '../../db/schema';

/** A yard as sharing sees it: who owns it and the reader's place in it. */
export interface YardPlace {
  yardId: number;
  ownerId: number;
  role: YardRole;
}

/**
 * The gardener's place in a yard: its owner, a member with a role, or nothing (undefined),
 * which every route answers with the 404 of a yard that does not exist.
 */
export async function placeInYard(
  db: Database,
  userId: number,
  yardId: number,
): Promise<YardPlace | undefined> {
  const [row] = await db
    .select({ ownerId: yards.userId, memberRole: yardMembers.role })
    .from(yards)
    .leftJoin(yardMembers, and(eq(yardMembers.yardId, yards.id), eq(yardMembers.userId, userId)))
    .where(eq(yards.id, yardId));
  if (!row) return undefined;
  if (row.ownerId === userId) return { yardId, ownerId: row.ownerId, role: 'owner' };
  if (row.memberRole === 'gardener' || row.memberRole === 'viewer')
    return { yardId, ownerId: row.ownerId, role: row.memberRole };
  return undefined;
}

/** What each role may do, weakest first: a route needing `gardener` admits gardener and owner. */
const ROLE_RANK: Record<YardRole, number> = { viewer: 0, gardener: 1, owner: 2 };

/** Whether a gardener with `role` may do what needs `needed`. */
export const roleAllows = (role: YardRole, needed: YardRole): boolean => ROLE_RANK[role] >= ROLE_RANK[needed];
