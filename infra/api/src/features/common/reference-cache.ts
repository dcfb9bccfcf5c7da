import { handleOf, type Database } from '../../db/database';
import { frozenAnswer } from '../../frozen-answers';
import { createRefreshingCache, type RefreshingCache } from './refreshing-cache';

/**
 * How long an instance serves reference data (lists, menu urls, control codes, catalogue
 * search pages) from memory before reading it again. It changes only when the data is
 * seeded or imported: those clear the cache of every process on the database at once (in
 * this one directly, in the others by notification, shared-caches.ts); should a notification
 * be lost, within this time.
 */
const REFERENCE_CACHE_MS = 60_000;

/**
 * Each kind of answer has its own room, so that many different searches never push the
 * few dozen lists every screen reads out of memory.
 */
const ROOM_SIZES = {
  /** Far more than there are lists and groups (a few dozen). */
  lists: 1_000,
  /** Pages of plant search results: the searches gardeners repeat most. */
  'plant-search': 5_000,
  /** The genera of the kinds of plant searches name (plant-search/plant-kind.ts). */
  'plant-kinds': 5_000,
} as const;
export type ReferenceRoom = keyof typeof ROOM_SIZES;

/** Per database handle: tests open many databases in one process. */
const caches = new WeakMap<Database, Map<ReferenceRoom, RefreshingCache<string, object>>>();

function cacheOf(db: Database, room: ReferenceRoom): RefreshingCache<string, object> {
  let rooms = caches.get(db);
  if (!rooms) caches.set(db, (rooms = new Map()));
  let cache = rooms.get(room);
  if (!cache) {
    cache = createRefreshingCache({ maxAgeMs: REFERENCE_CACHE_MS, maxEntries: ROOM_SIZES[room] });
    rooms.set(room, cache);
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
  room: ReferenceRoom = 'lists',
): Promise<T> {
  // The key names what is loaded, so the answer for a key is always a T.
  return (await cacheOf(db, room).get(key, async () => frozenAnswer(await load()))) as T;
}

/**
 * The next read of each answer of `room` goes to the database (the others stay in memory),
 * on every instance.
 */
export function forgetReferenceRoom(db: Database, room: ReferenceRoom): void {
  forgetReferenceHere(db, room);
  tellOtherInstances(db, room);
}

/** After a seed or an import: the next read of each reference answer goes to the database, on every instance. */
export function forgetReferenceData(db: Database): void {
  forgetReferenceHere(db, null);
  tellOtherInstances(db, null);
}

/** What another instance told: `room` (an unknown one, or null: every room) is read again. */
export function forgetReferenceHere(db: Database, room: string | null): void {
  const rooms = caches.get(db);
  const cache = room === null ? undefined : rooms?.get(room as ReferenceRoom);
  if (cache) cache.clear();
  else if (room === null || !(room in ROOM_SIZES)) for (const each of rooms?.values() ?? []) each.clear();
}

function tellOtherInstances(db: Database, room: ReferenceRoom | null): void {
  // A seed or import may run in a process with no API (the data CLI): sent all the same.
  void handleOf(db)?.cacheNotifications.publish({ kind: 'reference', room });
}
