import type { Database } from '../db/database';
import { frozenAnswer } from '../frozen-answers';
import { createRefreshingCache, type RefreshingCache } from './refreshing-cache';

/**
 * How long an instance serves reference data (lists, menu urls, control codes) from memory
 * before reading it again. It changes only when the data is seeded: in this process the
 * seed clears the cache at once; another process's seed (the data CLI against the same
 * PostgreSQL) is seen within this time.
 */
export const REFERENCE_CACHE_MS = 60_000;
/** Far more than there are reference answers (a few dozen lists and groups). */
const MAX_ANSWERS = 1_000;

/** Per database handle: tests open many databases in one process. */
const caches = new WeakMap<Database, RefreshingCache<string, object>>();

function cacheOf(db: Database): RefreshingCache<string, object> {
  let cache = caches.get(db);
  if (!cache) {
    cache = createRefreshingCache({ maxAgeMs: REFERENCE_CACHE_MS, maxEntries: MAX_ANSWERS });
    caches.set(db, cache);
  }
  return cache;
}

/**
 * `load`'s answer for `key`, read once per REFERENCE_CACHE_MS (refreshed in the background
 * before then, so no request waits for it). Callers get the same object, frozen
 * (frozen-answers.ts: a route serializes it once). A failed read is not kept.
 */
export async function cachedReference<T extends object>(
  db: Database,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  // The key names what is loaded, so the answer for a key is always a T.
  return (await cacheOf(db).get(key, async () => frozenAnswer(await load()))) as T;
}

/** After a seed: the next read of each reference answer goes to the database. */
export function forgetReferenceData(db: Database): void {
  caches.get(db)?.clear();
}
