import { and, asc, eq } from 'drizzle-orm';
import type { AppPushTokenInput } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { appPushTokens } from '../../db/schema';

/**
 * Keeps this phone's push token for the gardener. A phone whose app signed in as someone else
 * before moves to this gardener: its token reaches whoever uses that app now.
 */
export async function saveAppPushToken(db: Database, userId: number, input: AppPushTokenInput) {
  const row = { userId, platform: input.Platform };
  await db
    .insert(appPushTokens)
    .values({ token: input.Token, ...row })
    .onConflictDoUpdate({ target: appPushTokens.token, set: row });
}

/** This phone takes no more of the gardener's pushes (another gardener's row is left alone). */
export async function removeAppPushToken(db: Database, userId: number, token: string) {
  await db.delete(appPushTokens).where(and(eq(appPushTokens.userId, userId), eq(appPushTokens.token, token)));
}

/** FCM said the token is unregistered: it will never take a push again. */
export async function forgetAppPushToken(db: Database, token: string) {
  await db.delete(appPushTokens).where(eq(appPushTokens.token, token));
}

/** The tokens of the gardener's phones, oldest first. */
export async function appPushTokensOf(db: Database, userId: number): Promise<string[]> {
  const rows = await db
    .select({ token: appPushTokens.token })
    .from(appPushTokens)
    .where(eq(appPushTokens.userId, userId))
    .orderBy(asc(appPushTokens.createdAt), asc(appPushTokens.token));
  return rows.map((row) => row.token);
}
