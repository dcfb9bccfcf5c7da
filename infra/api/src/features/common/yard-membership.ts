import { and, desc, eq } from 'drizzle-orm';
import type { YardMemberRole, YardRole } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { users, yardMembers, yards } from '../../db/schema';

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

/** A member's change their role does not allow (403: they see the yard, so no secret is kept). */
export const VIEWER_CANNOT_CHANGE =
  'You can see this yard but not change it: its owner shared it with you as a viewer.';
export const OWNER_ONLY = "Only the yard's owner can do that.";

/** What each role may do, weakest first: a route needing `gardener` admits gardener and owner. */
const ROLE_RANK: Record<YardRole, number> = { viewer: 0, gardener: 1, owner: 2 };

/** Whether a gardener with `role` may do what needs `needed`. */
export const roleAllows = (role: YardRole, needed: YardRole): boolean => ROLE_RANK[role] >= ROLE_RANK[needed];

/** What a gardener is called to the others of a shared yard: first name, full name or mailbox. */
export function gardenerName(user: { firstname: string; name: string; email: string }): string {
  return user.firstname.trim() || user.name.trim() || user.email.split('@')[0] || 'A gardener';
}

/** The yards others share with the gardener: each with its owner's name and the gardener's role. */
export async function yardsSharedWith(db: Database, userId: number) {
  const rows = await db
    .select({
      yard: yards,
      role: yardMembers.role,
      owner: { firstname: users.firstname, name: users.name, email: users.email },
    })
    .from(yardMembers)
    .innerJoin(yards, eq(yards.id, yardMembers.yardId))
    .innerJoin(users, eq(users.id, yards.userId))
    .where(eq(yardMembers.userId, userId))
    .orderBy(desc(yardMembers.joinedAt), desc(yards.id));
  return rows.map(({ yard, role, owner }) => ({
    yard,
    sharing: { Role: role as YardMemberRole, OwnerName: gardenerName(owner) },
  }));
}

/** The name of a yard's owner, for a member's view of it. */
export async function ownerNameOf(db: Database, ownerId: number): Promise<string> {
  const [owner] = await db
    .select({ firstname: users.firstname, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, ownerId));
  return owner ? gardenerName(owner) : '';
}

/** The owners of the yards shared with a gardener, whose care calendars their lists read. */
export async function ownersSharingWith(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ ownerId: yards.userId })
    .from(yardMembers)
    .innerJoin(yards, eq(yards.id, yardMembers.yardId))
    .where(eq(yardMembers.userId, userId));
  return rows.map((row) => row.ownerId);
}

/** Everyone in a yard now: its owner, then its members (whose photos of the yard the others see). */
export async function peopleOfYard(db: Database, yardId: number): Promise<number[]> {
  const [yard] = await db.select({ ownerId: yards.userId }).from(yards).where(eq(yards.id, yardId));
  if (!yard) return [];
  const members = await db
    .select({ userId: yardMembers.userId })
    .from(yardMembers)
    .where(eq(yardMembers.yardId, yardId))
    .orderBy(yardMembers.userId);
  return [yard.ownerId, ...members.map((member) => member.userId)];
}
