import { and, asc, eq } from 'drizzle-orm';
import type { YardMember, YardMemberRole, YardMembers } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { users, yardMembers } from '../../db/schema';
import { actionRefused, badRequest, notFound } from '../../http-errors';
import { gardenerName, ownerNameOf, OWNER_ONLY, type YardPlace } from '../common/yard-membership';
import { openInvitations } from './yard-invitations';
import { noMember, OWNER_CANNOT_LEAVE } from './sharing-messages';

/** The yard's members, first joined first. */
async function membersOf(db: Database, yardId: number): Promise<YardMember[]> {
  const rows = await db
    .select({
      userId: yardMembers.userId,
      role: yardMembers.role,
      joinedAt: yardMembers.joinedAt,
      firstname: users.firstname,
      name: users.name,
      email: users.email,
    })
    .from(yardMembers)
    .innerJoin(users, eq(users.id, yardMembers.userId))
    .where(eq(yardMembers.yardId, yardId))
    .orderBy(asc(yardMembers.joinedAt), asc(yardMembers.id));
  return rows.map((row) => ({
    UserId: row.userId,
    Name: gardenerName(row),
    Role: row.role as YardMemberRole,
    JoinedAt: row.joinedAt.toISOString(),
  }));
}

/**
 * GET users/{uid}/yard/{id}/Members: who shares the yard, read by its owner or any member.
 * Only the owner sees the open invitations: an invited address is the owner's business.
 */
export async function yardMembersOf(db: Database, place: YardPlace, now: Date): Promise<YardMembers> {
  return {
    YardId: place.yardId,
    OwnerName: await ownerNameOf(db, place.ownerId),
    Role: place.role,
    Members: await membersOf(db, place.yardId),
    Invitations: place.role === 'owner' ? await openInvitations(db, place.yardId, now) : [],
  };
}

/** PUT users/{uid}/yard/{id}/Members/{memberId} (the owner): the member's new role, at their next call. */
export async function changeMemberRole(
  db: Database,
  yardId: number,
  memberId: number,
  role: YardMemberRole,
): Promise<string> {
  const changed = await db
    .update(yardMembers)
    .set({ role })
    .where(and(eq(yardMembers.yardId, yardId), eq(yardMembers.userId, memberId)))
    .returning({ id: yardMembers.id });
  if (!changed.length) throw notFound(noMember(memberId));
  return role === 'gardener'
    ? 'They can now change the yard with you.'
    : 'They can now see the yard but not change it.';
}

/**
 * DELETE users/{uid}/yard/{id}/Members/{memberId}: the owner removes any member; a member
 * may remove only themselves (leaving the yard). The next call of the removed gardener
 * finds no membership, so the guard answers it with the 404 of a yard that does not exist.
 */
export async function removeMember(
  db: Database,
  place: YardPlace,
  askerId: number,
  memberId: number,
): Promise<string> {
  const leaving = memberId === askerId;
  if (place.role === 'owner' && leaving) throw badRequest(OWNER_CANNOT_LEAVE);
  if (place.role !== 'owner' && !leaving) throw actionRefused(OWNER_ONLY);
  const removed = await db
    .delete(yardMembers)
    .where(and(eq(yardMembers.yardId, place.yardId), eq(yardMembers.userId, memberId)))
    .returning({ id: yardMembers.id });
  if (!removed.length) throw notFound(noMember(memberId));
  return leaving ? 'You left the yard.' : 'They no longer share this yard.';
}
