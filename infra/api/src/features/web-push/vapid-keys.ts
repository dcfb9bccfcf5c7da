import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Database } from '../../db/database';
import { appMeta } from '../../db/schema';

const VAPID_KEYS_KEY = 'web-push-vapid-keys';

/** The server's VAPID key pair (base64url), which signs every push it sends. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID keys, kept in the database so that every instance signs alike and a browser's
 * subscription (made for the public key) outlives restarts. The first instance to need them
 * makes the pair; the others, racing or later, read that one. Both halves sit in one row, so
 * no instance can read a public key with another's private key.
 */
export async function loadVapidKeys(db: Database): Promise<VapidKeys> {
  const made = webpush.generateVAPIDKeys();
  await db
    .insert(appMeta)
    .values({ key: VAPID_KEYS_KEY, value: JSON.stringify(made) })
    .onConflictDoNothing({ target: appMeta.key });
  const [row] = await db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, VAPID_KEYS_KEY));
  if (!row) throw new Error('the web push keys could not be stored');
  return JSON.parse(row.value) as VapidKeys;
}
