import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import {
  INVITATION_DAYS,
  invitationLink,
  type YardInvitation,
  type YardInvitationCreated,
  type yardInvitationInputSchema,
} from '@thrive/shared/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { users, yardInvitations, yardMembers, yards } from '../../db/schema';
import { badRequest, HttpError, notFound, unauthorized } from '../../http-errors';
import { emailKey } from '../../identity/email-key';
import { hashSecret, newSecret } from '../../identity/secrets';
import { normalisedEmail } from '../../identity/users-service';
import { gardenerName } from '../common/yard-membership';
import { queueMail } from '../common/outbox-mail';
import { DAY_MS } from '../common/time-units';
import { invitationMail } from './invitation-mail';
import {
  alreadyMember,
  INVITATIONS_LIMIT_MESSAGE,
  INVITATIONS_PER_DAY,
  INVITING_YOURSELF,
  noInvitation,
} from './sharing-messages';

type ValidInvitationInput = z.output<typeof yardInvitationInputSchema>;

const asInvitation = (row: typeof yardInvitations.$inferSelect): YardInvitation => ({
  Id: row.id,
  Email: row.email,
  Role: row.role as YardInvitation['Role'],
  ExpiresAt: row.expiresAt.toISOString(),
});

/** The yard's invitations not yet accepted and still open at `now`, oldest first (the owner's view). */
export async function openInvitations(db: Database, yardId: number, now: Date): Promise<YardInvitation[]> {
  const rows = await db
    .select()
    .from(yardInvitations)
    .where(
      and(
        eq(yardInvitations.yardId, yardId),
        isNull(yardInvitations.acceptedAt),
        gt(yardInvitations.expiresAt, now),
      ),
    )
    .orderBy(asc(yardInvitations.createdAt), asc(yardInvitations.id));
  return rows.map(asInvitation);
}

/** Whether a gardener with this address already shares the yard (compared as account emails are). */
async function isMemberByEmail(db: Database, yardId: number, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: yardMembers.id })
    .from(yardMembers)
    .innerJoin(users, eq(users.id, yardMembers.userId))
    .where(and(eq(yardMembers.yardId, yardId), eq(users.emailKey, emailKey(email))));
  return row !== undefined;
}

/**
 * POST users/{uid}/yard/{id}/Invitations (the owner): a single-use invitation for
 * INVITATION_DAYS days, of which only the token's hash is kept, so the link is given now and
 * never again. With an address, the mail that carries the link is queued in the same
 * transaction. At most INVITATIONS_PER_DAY in any 24 hours per owner (429), counted with the
 * owner's row locked so that invitations made at once cannot pass the limit together.
 */
export async function createInvitation(
  db: Database,
  { ownerId, yardId }: { ownerId: number; yardId: number },
  input: ValidInvitationInput,
  { at, appAddress }: { at: Date; appAddress: string },
): Promise<YardInvitationCreated> {
  const email = input.Email ? normalisedEmail(input.Email) : '';
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ email: users.email, firstname: users.firstname, name: users.name })
      .from(users)
      .where(eq(users.id, ownerId))
      .for('update');
    if (!owner) throw unauthorized();
    const [yard] = await tx
      .select({ name: yards.name })
      .from(yards)
      .where(and(eq(yards.id, yardId), eq(yards.userId, ownerId)));
    if (!yard) throw notFound(`There is no yard ${yardId}.`);
    if (email && emailKey(email) === emailKey(owner.email))
      throw badRequest(INVITING_YOURSELF, { 'body.Email': INVITING_YOURSELF });
    if (email && (await isMemberByEmail(tx, yardId, email))) throw new HttpError(409, alreadyMember(email));
    const [recent] = await tx
      .select({ made: count() })
      .from(yardInvitations)
      .where(
        and(
          eq(yardInvitations.userId, ownerId),
          gt(yardInvitations.createdAt, new Date(at.getTime() - DAY_MS)),
        ),
      );
    if ((recent?.made ?? 0) >= INVITATIONS_PER_DAY) throw new HttpError(429, INVITATIONS_LIMIT_MESSAGE);
    const token = newSecret();
    const [row] = await tx
      .insert(yardInvitations)
      .values({
        yardId,
        userId: ownerId,
        email,
        role: input.Role,
        tokenHash: hashSecret(token),
        createdAt: at,
        expiresAt: new Date(at.getTime() + INVITATION_DAYS * DAY_MS),
      })
      .returning();
    const invitation = asInvitation(row!);
    const link = invitationLink(appAddress, token);
    if (email) {
      const mail = invitationMail({
        ownerName: gardenerName(owner),
        ownerEmail: owner.email,
        yardName: yard.name,
        role: input.Role,
        link,
        expiresAt: row!.expiresAt,
      });
      await queueMail(tx, { userId: ownerId, to: email, at }, mail);
    }
    return { ...invitation, Link: link };
  });
}

/** DELETE users/{uid}/yard/{id}/Invitations/{invitationId} (the owner): the link stops working. */
export async function withdrawInvitation(
  db: Database,
  yardId: number,
  invitationId: number,
): Promise<string> {
  const withdrawn = await db
    .delete(yardInvitations)
    .where(
      and(
        eq(yardInvitations.id, invitationId),
        eq(yardInvitations.yardId, yardId),
        isNull(yardInvitations.acceptedAt),
      ),
    )
    .returning({ id: yardInvitations.id });
  if (!withdrawn.length) throw notFound(noInvitation(invitationId));
  return 'The invitation was withdrawn: its link no longer works.';
}
