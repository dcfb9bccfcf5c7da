import { and, eq } from 'drizzle-orm';
import type { WebPushSubscriptionInput } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { webPushSubscriptions } from '../../db/schema';

/** A browser that takes a gardener's pushes, as web-push sends to it. */
export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * Keeps this browser's subscription for the gardener. A browser that subscribed for someone
 * else before moves to this gardener: its endpoint reaches whoever uses that browser now.
 */
export async function saveWebPushSubscription(db: Database, userId: number, input: WebPushSubscriptionInput) {
  const row = { userId, p256dh: input.Keys.P256dh, auth: input.Keys.Auth };
  await db
    .insert(webPushSubscriptions)
    .values({ endpoint: input.Endpoint, ...row })
    .onConflictDoUpdate({ target: webPushSubscriptions.endpoint, set: row });
}

/** This browser takes no more of the gardener's pushes (another gardener's row is left alone). */
export async function removeWebPushSubscription(db: Database, userId: number, endpoint: string) {
  await db
    .delete(webPushSubscriptions)
    .where(and(eq(webPushSubscriptions.userId, userId), eq(webPushSubscriptions.endpoint, endpoint)));
}

/** The push service said the browser is gone (404 or 410): it will never take a push again. */
export async function forgetWebPushEndpoint(db: Database, endpoint: string) {
  await db.delete(webPushSubscriptions).where(eq(webPushSubscriptions.endpoint, endpoint));
}

export async function webPushSubscriptionsOf(db: Database, userId: number): Promise<BrowserSubscription[]> {
  const rows = await db
    .select()
    .from(webPushSubscriptions)
    .where(eq(webPushSubscriptions.userId, userId))
    .orderBy(webPushSubscriptions.createdAt);
  return rows.map((row) => ({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }));
}
