import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { appMeta } from '../../db/schema';

export const MEDIA_URL_SECRET_KEY = 'media-url-secret';

/**
 * The key that signs media addresses, kept in the database so that every API instance on it
 * signs alike (an address one instance gave out is served by any other) and addresses survive a
 * restart. The first instance to start creates it; the others, racing or later, read that one.
 */
export async function loadMediaUrlSecret(db: Database): Promise<string> {
  await db
    .insert(appMeta)
    .values({ key: MEDIA_URL_SECRET_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: appMeta.key });
  const [row] = await db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, MEDIA_URL_SECRET_KEY));
  if (!row) throw new Error('the media address secret could not be stored');
  return row.value;
}
