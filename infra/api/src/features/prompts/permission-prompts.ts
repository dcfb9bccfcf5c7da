import type { Database } from '../../db/database';
import { setUserFlag } from './user-flags';
import { recordUserEvent, USER_EVENT_KINDS } from './user-events';

/**
 * PATCH users/{uid}/LastPromptLocation: when the location dialog was last closed (SPEC §4
 * Location permission). Only recorded: whether to ask again is AskForLocation's business.
 */
export async function recordLocationPrompt(db: Database, userId: number, at: Date) {
  await recordUserEvent(db, userId, { kind: USER_EVENT_KINDS.locationPrompt }, at);
}

/**
 * PATCH users/{uid}/NotificationsPrompt: the prompt date is recorded and the server stops
 * asking to show the prompt (SPEC §4 Notifications permission).
 */
export async function recordNotificationsPrompt(db: Database, userId: number, at: Date) {
  await db.transaction(async (tx) => {
    await setUserFlag(tx, userId, 'ShowNotificationsPrompt', false);
    await recordUserEvent(tx, userId, { kind: USER_EVENT_KINDS.notificationsPrompt }, at);
  });
}
