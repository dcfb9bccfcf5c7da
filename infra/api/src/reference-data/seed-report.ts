import { inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { appMeta } from '../db/schema';
import { VERSION_KEY } from './seed-when-changed';

/** The app_meta row holding the seeded version a start last told of. */
const REPORTED_KEY = 'reference-data-reported';

export const REFERENCE_DATA_SEEDED = 'Reference data: seeded from infra/api/reference-data';
export const referenceDataUnchanged = (since: Date) =>
  `Reference data: unchanged since ${since.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * The one start-log line about the reference data, whichever process seeded it: `npm start`
 * seeds in its build step, before the gateway starts and finds it unchanged, so "seeded or
 * not" is read from the database, not from this process's own seedWhenChanged. A version is
 * told as seeded at the first start that sees it, then as unchanged since its seed.
 */
export async function referenceDataStartLine(db: Database): Promise<string> {
  const rows = await db
    .select()
    .from(appMeta)
    .where(inArray(appMeta.key, [VERSION_KEY, REPORTED_KEY]));
  const seeded = rows.find((row) => row.key === VERSION_KEY);
  const reported = rows.find((row) => row.key === REPORTED_KEY);
  if (!seeded) return 'Reference data: not seeded';
  if (reported?.value === seeded.value) return referenceDataUnchanged(seeded.updatedAt);
  await db
    .insert(appMeta)
    .values({ key: REPORTED_KEY, value: seeded.value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: seeded.value, updatedAt: new Date() } });
  return REFERENCE_DATA_SEEDED;
}
