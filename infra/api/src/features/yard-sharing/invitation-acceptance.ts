import { and, eq, gt, isNull } from 'drizzle-orm';
import type {
  InvitationAccepted,
  InvitationJoined,
  InvitationPreview,
  invitationJoinInputSchema,
  YardMemberRole,
} from '@thrive/shared/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { users, yardInvitations, yardMembers, yards } from '../../db/schema';
import { actionRefused, badRequest, HttpError, notFound, unauthorized } from '../../http-errors';
import { emailKey } from '../../identity/email-key';
import { hashSecret } from '../../identity/secrets';
import { createUser, DuplicateEmailError } from '../../identity/users-service';
import { gardenerName } from '../common/yard-membership';
import {
  ACCOUNT_EXISTS,
  ALREADY_A_MEMBER,
  INVITATION_UNKNOWN,
  INVITATION_USED,
  INVITED_ANOTHER_ADDRESS,
  invitationExpired,
  OWN_YARD,
} from './sharing-messages';

/** An invitation found by its token, with what the invited person is told about it. */
interface FoundInvitation {
  id: number;
  yardId: number;
  ownerId: number;
  email: string;
  role: YardMemberRole;
  expiresAt: Date;
  acceptedAt: Date | null;
  yardName: string;
  ownerName: string;
}

/** The invitation whose token this is (only hashes are kept), or the 404 of one that never was. */
async function invitationOfToken(db: Database, token: string): Promise<FoundInvitation> {
  const [row] = await db
    .select({
      id: yardInvitations.id,
      yardId: yardInvitations.yardId,
      ownerId: yards.userId,
      email: yardInvitations.email,
      role: yardInvitations.role,
      expiresAt: yardInvitations.expiresAt,
      acceptedAt: yardInvitations.acceptedAt,
      yardName: yards.name,
      owner: { firstname: users.firstname, name: users.name, email: users.email },
    })
    .from(yardInvitations)
    .innerJoin(yards, eq(yards.id, yardInvitations.yardId))
    .innerJoin(users, eq(users.id, yards.userId))
    .where(eq(yardInvitations.tokenHash, hashSecret(token)));
  if (!row) throw notFound(INVITATION_UNKNOWN);
  const { owner, ...invitation } = row;
  return { ...invitation, role: row.role as YardMemberRole, ownerName: gardenerName(owner) };
}

/** 409 once accepted, 410 once expired: an invitation works once, for INVITATION_DAYS days. */
function checkOpen(invitation: FoundInvitation, now: Date): void {
  if (invitation.acceptedAt) throw new HttpError(409, INVITATION_USED);
  if (invitation.expiresAt.getTime() <= now.getTime())
    throw new HttpError(410, invitationExpired(invitation.expiresAt, invitation.ownerName));
}

/** An invitation to an address is for that address's account only. */
const isForAnotherAddress = (invitation: FoundInvitation, email: string) =>
  invitation.email !== '' && emailKey(invitation.email) !== emailKey(email);

/**
 * Takes the invitation for `userId` and makes them a member, in the caller's transaction.
 * The conditional update is what makes it single use: of two accepts at once, the second
 * finds `accepted_at` set (PostgreSQL re-checks the row after the first commits) and gets
 * the 409. The member's row is unique per yard, so a second invitation cannot add them twice.
 */
async function joinYard(tx: Database, invitation: FoundInvitation, userId: number, now: Date) {
  const [claimed] = await tx
    .update(yardInvitations)
    .set({ acceptedAt: now, acceptedBy: userId })
    .where(
      and(
        eq(yardInvitations.id, invitation.id),
        isNull(yardInvitations.acceptedAt),
        gt(yardInvitations.expiresAt, now),
      ),
    )
    .returning({ id: yardInvitations.id });
  if (!claimed) throw new HttpError(409, INVITATION_USED);
  const [member] = await tx
    .insert(yardMembers)
    .values({ yardId: invitation.yardId, userId, role: invitation.role, joinedAt: now })
    .onConflictDoNothing()
    .returning({ id: yardMembers.id });
  if (!member) throw new HttpError(409, ALREADY_A_MEMBER);
}

const welcome = (invitation: FoundInvitation) =>
  `You now share ${invitation.ownerName}'s yard "${invitation.yardName}".`;

/** POST public/InvitationPreview: whose yard and which role, so the page can say before anything else. */
export async function previewInvitation(db: Database, token: string, now: Date): Promise<InvitationPreview> {
  const invitation = await invitationOfToken(db, token);
  checkOpen(invitation, now);
  return {
    YardName: invitation.yardName,
    OwnerName: invitation.ownerName,
    Role: invitation.role,
    ForAnAddress: invitation.email !== '',
    ExpiresAt: invitation.expiresAt.toISOString(),
  };
}

/** POST users/{uid}/InvitationAccept: the signed-in gardener joins the yard with the invitation's role. */
export async function acceptInvitation(
  db: Database,
  gardenerId: number,
  token: string,
  now: Date,
): Promise<InvitationAccepted> {
  const invitation = await invitationOfToken(db, token);
  checkOpen(invitation, now);
  if (invitation.ownerId === gardenerId) throw badRequest(OWN_YARD);
  const [gardener] = await db.select({ email: users.email }).from(users).where(eq(users.id, gardenerId));
  if (!gardener) throw unauthorized();
  if (isForAnotherAddress(invitation, gardener.email)) throw actionRefused(INVITED_ANOTHER_ADDRESS);
  const [member] = await db
    .select({ id: yardMembers.id })
    .from(yardMembers)
    .where(and(eq(yardMembers.yardId, invitation.yardId), eq(yardMembers.userId, gardenerId)));
  if (member) throw new HttpError(409, ALREADY_A_MEMBER);
  await db.transaction((tx) => joinYard(tx, invitation, gardenerId, now));
  return { YardId: invitation.yardId, Role: invitation.role, message: welcome(invitation) };
}

type ValidJoinInput = z.output<typeof invitationJoinInputSchema>;

/**
 * POST public/InvitationJoin: someone without an account joins through the invitation. The
 * account (with its first sign-in key, as the users command makes one) and the membership
 * are made in one transaction: a used or expired invitation leaves no account behind.
 */
export async function joinByInvitation(
  db: Database,
  input: ValidJoinInput,
  now: Date,
): Promise<InvitationJoined> {
  const invitation = await invitationOfToken(db, input.Token);
  checkOpen(invitation, now);
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.emailKey, emailKey(input.Email)));
  if (existing) throw new HttpError(409, ACCOUNT_EXISTS);
  if (isForAnotherAddress(invitation, input.Email)) throw actionRefused(INVITED_ANOTHER_ADDRESS);
  const created = await db.transaction(async (tx) => {
    const user = await createUser(tx, { email: input.Email, firstname: input.Name }).catch((error) => {
      // An account made with this address since the check above.
      throw error instanceof DuplicateEmailError ? new HttpError(409, ACCOUNT_EXISTS) : error;
    });
    await joinYard(tx, invitation, user.id, now);
    return user;
  });
  return {
    YardId: invitation.yardId,
    Role: invitation.role,
    message: welcome(invitation),
    Key: created.key,
    UserId: created.id,
  };
}
