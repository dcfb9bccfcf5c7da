import type { Database } from '../db/database';

/**
 * How long an instance serves reference data (lists, menu urls, control codes) from memory
 * before reading it again. It changes only when the data is seeded: in this process the
 * seed clears the cache at once; another process's seed (the data CLI against the same
 * PostgreSQL) is seen within this time.
 */
export const REFERENCE_CACHE_MS = 60_000;

interface Entry {
  value: Promise<unknown>;
  readAt: number;
}

/** Per database handle: tests open many databases in one process. */
const caches = new WeakMap<Database, Map<string, Entry>>();

function cacheOf(db: Database): Map<string, Entry> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

/**
 * `load`'s answer for `key`, read once per REFERENCE_CACHE_MS. Callers get the same object:
 * they must not change it. A failed read is not kept.
 */
export function cachedReference<T>(db: Database, key: string, load: () => Promise<T>): Promise<T> {
  const cache = cacheOf(db);
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && now - hit.readAt < REFERENCE_CACHE_MS) return hit.value as Promise<T>;
  const value = load();
  cache.set(key, { value, readAt: now });
  value.catch(() => {
    if (cache.get(key)?.value === value) cache.delete(key);
  });
  return value;
}

/** After a seed: the next read of each reference answer goes to the database. */
export function forgetReferenceData(db: Database): void {
  caches.delete(db);
}
