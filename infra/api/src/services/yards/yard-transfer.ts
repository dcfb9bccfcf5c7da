import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { YardTransfer, YardTransferCheck } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { plantZones, users, yards, zones } from '../../db/schema';
import { badRequest, forbidden } from '../../http-errors';
import { adoptAsDefaultIfNone, replaceDefaultIfGone } from './default-yard';
import { refreshCareCalendar } from '../care-calendar/refresh-calendar';
import { ownedYard, type Yard } from './owned-yard';
import { moveYardContents } from './transfer-dependents';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

async function contentsOf(db: Database, userId: number, yardId: number) {
  const zoneIds = (
    await db
      .select({ id: zones.id })
      .from(zones)
      .where(and(eq(zones.yardId, yardId), eq(zones.userId, userId)))
  ).map((zone) => zone.id);
  const [plantRow] = zoneIds.length
    ? await db
        .select({ n: count() })
        .from(plantZones)
        .where(and(inArray(plantZones.zoneId, zoneIds), eq(plantZones.userId, userId)))
    : [{ n: 0 }];
  return { zones: zoneIds.length, plants: plantRow?.n ?? 0 };
}

type Receiver = { allowed: true; userId: number } | { allowed: false; message: string };

/**
 * Who would receive the yard. Only whether the email belongs to a gardener is told: nothing
 * else about them. Emails are compared without regard to case.
 */
async function receiverOf(db: Database, senderId: number, email: string): Promise<Receiver> {
  const typed = email.trim();
  const [receiver] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${typed.toLowerCase()}`)
    .limit(1);
  if (!receiver)
    return {
      allowed: false,
      message: `There is no Thrive Garden gardener with the email ${typed}. Ask them to sign up first, then try again.`,
    };
  if (receiver.id === senderId) return { allowed: false, message: 'This yard is already yours.' };
  return { allowed: true, userId: receiver.id };
}

async function whatMoves(db: Database, userId: number, yard: Yard, email: string): Promise<string> {
  const { zones: zoneCount, plants } = await contentsOf(db, userId, yard.id);
  return (
    `"${yard.name}" with ${plural(zoneCount, 'zone')} and ${plural(plants, 'plant')} ` +
    `will move to ${email.trim()}. It will no longer be one of your yards.`
  );
}

/** GET users/{uid}/CheckYardTransfer/{yardId}?email: may the yard go to that gardener? */
export async function checkYardTransfer(
  db: Database,
  userId: number,
  yardId: number,
  email: string,
): Promise<YardTransferCheck> {
  const yard = await ownedYard(db, userId, yardId);
  const receiver = await receiverOf(db, userId, email);
  if (!receiver.allowed) return { CanTransfer: false, message: receiver.message };
  return { CanTransfer: true, message: await whatMoves(db, userId, yard, email) };
}

/**
 * POST users/{uid}/YardTransfer: gives the yard with its zones and plants to another
 * gardener, in one transaction. The receiver's own yards are untouched; the yard becomes
 * their default if they had none. If it was the sender's default, their newest remaining
 * yard becomes the default. A transferred yard is private until its new gardener says otherwise.
 */
export async function transferYard(
  db: Database,
  userId: number,
  input: YardTransfer,
  today: string,
): Promise<string> {
  const yard = await ownedYard(db, userId, input.YardId);
  const receiver = await receiverOf(db, userId, input.Email);
  if (!receiver.allowed) throw badRequest(receiver.message, { 'body.Email': receiver.message });
  const { zones: zoneCount, plants } = await contentsOf(db, userId, yard.id);
  await db.transaction(async (tx) => {
    const moved = await tx
      .update(yards)
      .set({ userId: receiver.userId, isPublic: false })
      .where(and(eq(yards.id, yard.id), eq(yards.userId, userId)))
      .returning({ id: yards.id });
    // Given away by a concurrent call since the check above.
    if (moved.length === 0) throw forbidden('This yard belongs to another gardener.');
    await moveYardContents(tx, { yardId: yard.id, from: userId, to: receiver.userId });
    await replaceDefaultIfGone(tx, userId, yard.id);
    await adoptAsDefaultIfNone(tx, receiver.userId, yard.id);
    // The open tasks moved with the plants: they now follow the receiver's calendar.
    await refreshCareCalendar(tx, receiver.userId, today, { yardIds: [yard.id] });
  });
  return (
    `"${yard.name}" with ${plural(zoneCount, 'zone')} and ${plural(plants, 'plant')} ` +
    `now belongs to ${input.Email.trim()}.`
  );
}
