import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { setUserFlag } from './user-flags';
import { recordUserEvent, USER_EVENT_KINDS } from './user-events';

/** PATCH users/{uid}/WelcomePopup: the welcome popup is not shown again (SPEC §4 landing flow 1). */
export async function dismissWelcome(db: Database, userId: number, at: Date) {
  await db.transaction(async (tx) => {
    await setUserFlag(tx, userId, 'ShowWelcomePopup', false);
    await recordUserEvent(tx, userId, { kind: USER_EVENT_KINDS.welcomeDismissed }, at);
  });
}

/**
 * PATCH users/{uid}/NicknamePopup: "Skip for Now" is only recorded. ShowNicknamePopup stays
 * set so a later session may ask again; the session flag stops it within one (SPEC §4).
 */
export async function skipNickname(db: Database, userId: number, at: Date) {
  await recordUserEvent(db, userId, { kind: USER_EVENT_KINDS.nicknameSkipped }, at);
}

/** PATCH users/{uid}/Nickname: the name is the gardener's first name; they are not asked again. */
export async function saveNickname(db: Database, userId: number, firstname: string) {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ firstname }).where(eq(users.id, userId));
    await setUserFlag(tx, userId, 'ShowNicknamePopup', false);
  });
}
