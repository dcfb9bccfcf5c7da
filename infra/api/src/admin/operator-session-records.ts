import { and, eq, like, lt } from 'drizzle-orm';
import type { Database } from '../db/database';
import { appMeta } from '../db/schema';
import { hashSecret } from '../identity/secrets';

/*
 * The live operator sessions, one app_meta row each (`operator-session:<SHA-256 of its id>`,
 * valued with its expiry). They are kept in the database rather than in memory so that
 * several API instances behind one balancer agree: a session opened on one is live on all,
 * and signing out on any ends it on every instance at the next request, with no cache in
 * between. Only the id's hash is stored: a copy of the table opens no session (the cookie
 * needs OPERATOR_KEY's signature as well).
 */

const PREFIX = 'operator-session:';
const rowKey = (id: string) => `${PREFIX}${hashSecret(id)}`;

/** Records a new session; sessions past their expiry are cleared on the way. */
export async function recordOperatorSession(db: Database, id: string, expires: Date, now: Date) {
  await db.delete(appMeta).where(and(like(appMeta.key, `${PREFIX}%`), lt(appMeta.value, now.toISOString())));
  await db.insert(appMeta).values({ key: rowKey(id), value: expires.toISOString(), updatedAt: now });
}

/** True while the session has not been ended (its cookie's signature gives its expiry). */
export async function isOperatorSessionLive(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ key: appMeta.key })
    .from(appMeta)
    .where(eq(appMeta.key, rowKey(id)));
  return row !== undefined;
}

/** Ends the session: its cookie is refused from now on, on every instance. */
export async function endOperatorSession(db: Database, id: string): Promise<void> {
  await db.delete(appMeta).where(eq(appMeta.key, rowKey(id)));
}
