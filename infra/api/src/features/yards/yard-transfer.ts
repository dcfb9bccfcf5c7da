import { and, count, eq, inArray } from 'drizzle-orm';
import type { YardTransfer, YardTransferCheck } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { plantZones, users, yards, zones } from '../../db/schema';
import { emailKey } from '../../identity/email-key';
import { badRequest, notFound } from '../../http-errors';
import { adoptAsDefaultIfNone, replaceDefaultIfGone } from './default-yard';
import { refreshCareCalendar } from '../care-calendar/refresh-calendar';
import { ownedYard } from '../common/owned-yard';
import { moveYardContents } from './transfer-dependents';
import { countText } from '@thrive/shared/count-text';

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

/** The check's answer when the email is the sender's own: it tells them nothing they did not know. */
const ALREADY_YOURS = 'This yard is already yours.';

const noGardenerWithEmail = (typed: string) =>
  `There is no Thrive Garden gardener with the email ${typed}. Ask them to sign up first, then try again.`;

/** The gardener whose email is the same as the typed one (users.email_key), if any. */
async function userWithEmail(db: Database, typed: string): Promise<number | undefined> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.emailKey, emailKey(typed)))
    .limit(1);
  return user?.id;
}

/**
 * GET users/{uid}/CheckYardTransfer/{yardId}?email: what would move, and where. Whether the
 * email belongs to a gardener is not told: the answer for an email with an account and for
 * one without is the same, or anyone could learn who has one (limited per gardener, too).
 * The sender learns it when the transfer itself succeeds or fails. Only their own email is
 * refused here, which tells them nothing they did not know.
 */
export async function checkYardTransfer(
  db: Database,
  userId: number,
  yardId: number,
  email: string,
): Promise<YardTransferCheck> {
  const yard = await ownedYard(db, userId, yardId);
  const typed = email.trim();
  const [sender] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (sender && emailKey(sender.email) === emailKey(typed))
    return { CanTransfer: false, message: ALREADY_YOURS };
  const { zones: zoneCount, plants } = await contentsOf(db, userId, yard.id);
  return {
    CanTransfer: true,
    message:
      `"${yard.name}" with ${countText(zoneCount, 'zone', 'zones')} and ${countText(plants, 'plant', 'plants')} will move to ` +
      `the Thrive Garden gardener with the email ${typed}, if there is one. ` +
      'It will no longer be one of your yards.',
  };
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
  const typed = input.Email.trim();
  const receiverId = await userWithEmail(db, typed);
  if (receiverId === undefined || receiverId === userId) {
    const refusal = receiverId === undefined ? noGardenerWithEmail(typed) : ALREADY_YOURS;
    throw badRequest(refusal, { 'body.Email': refusal });
  }
  const { zones: zoneCount, plants } = await contentsOf(db, userId, yard.id);
  await db.transaction(async (tx) => {
    const moved = await tx
      .update(yards)
      .set({ userId: receiverId, isPublic: false })
      .where(and(eq(yards.id, yard.id), eq(yards.userId, userId)))
      .returning({ id: yards.id });
    // Given away by a concurrent call since the check above.
    if (moved.length === 0) throw notFound(`There is no yard ${yard.id}.`);
    await moveYardContents(tx, { yardId: yard.id, from: userId, to: receiverId });
    await replaceDefaultIfGone(tx, userId, yard.id);
    await adoptAsDefaultIfNone(tx, receiverId, yard.id);
    // The open tasks moved with the plants: they now follow the receiver's calendar.
    await refreshCareCalendar(tx, receiverId, today, { yardIds: [yard.id] });
  });
  return (
    `"${yard.name}" with ${countText(zoneCount, 'zone', 'zones')} and ${countText(plants, 'plant', 'plants')} ` +
    `now belongs to ${typed}.`
  );
}
