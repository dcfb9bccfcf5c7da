/**
 * Answers kept in memory for at most `maxAgeMs` each, counted from when their read began,
 * so whatever a caller gets is never older than that. Under load nobody waits for a
 * refresh: one read per key is ever under way, and an answer past `refreshAfterMs` is
 * still served while a single read replaces it in the background. (Without that, every
 * request arriving as an answer expires queues its own read; on the embedded database,
 * which runs one query at a time, such a burst held requests for seconds.)
 */
export interface RefreshingCache<K, V> {
  /** The answer for `key`; `load` reads it when there is none young enough. */
  get(key: K, load: () => Promise<V | null>): Promise<V | null>;
  /** The answer for `key` if one young enough has arrived; undefined: call `get`. */
  peek(key: K, load: () => Promise<V | null>): V | undefined;
  /** The next call for `key` reads again; a read under way for it is not kept. */
  forget(key: K): void;
  /** Forgets every key whose answer matches, and every read still under way. */
  forgetWhere(matches: (value: V) => boolean): void;
  clear(): void;
}

export interface RefreshingCacheOptions {
  maxAgeMs: number;
  /** When a background read replaces an answer in use; half of maxAgeMs by default. */
  refreshAfterMs?: number;
  /** Keys kept at once; the oldest read goes first. */
  maxEntries: number;
  /** Milliseconds; tests move it. */
  now?: () => number;
}

interface Entry<V> {
  readAt: number;
  answer: Promise<V | null>;
  /** Set once the answer has arrived. */
  settled?: { value: V };
  refreshing: boolean;
}

/**
 * `null` is "there is no such thing": answered, never kept, like a failed read, so the
 * next call asks again (an unknown token stays unknown only as long as it is unknown).
 */
export function createRefreshingCache<K, V>({
  maxAgeMs,
  refreshAfterMs = maxAgeMs / 2,
  maxEntries,
  now = Date.now,
}: RefreshingCacheOptions): RefreshingCache<K, V> {
  // In a Map the first entry is the oldest read: every read re-inserts its key at the end.
  const entries = new Map<K, Entry<V>>();

  const drop = (key: K, entry: Entry<V>) => {
    if (entries.get(key) === entry) entries.delete(key);
  };
  const insert = (key: K, entry: Entry<V>, at: number) => {
    entries.delete(key);
    for (const [oldKey, old] of entries) {
      if (at - old.readAt < maxAgeMs && entries.size < maxEntries) break;
      entries.delete(oldKey);
    }
    entries.set(key, entry);
  };
  const read = (key: K, load: () => Promise<V | null>, at: number): Entry<V> => {
    const entry: Entry<V> = { readAt: at, answer: load(), refreshing: false };
    insert(key, entry, at);
    void entry.answer.then(
      (value) => (value === null ? drop(key, entry) : (entry.settled = { value })),
      () => drop(key, entry),
    );
    return entry;
  };
  const refresh = (key: K, entry: Entry<V>, load: () => Promise<V | null>, at: number) => {
    entry.refreshing = true;
    void load().then(
      (value) => {
        if (entries.get(key) !== entry) return; // forgotten meanwhile: a write may have landed
        if (value === null) entries.delete(key);
        else
          insert(
            key,
            { readAt: at, answer: Promise.resolve(value), settled: { value }, refreshing: false },
            at,
          );
      },
      () => {
        entry.refreshing = false; // the answer in use stays until its time is up
      },
    );
  };
  /** The entry young enough to answer for `key`, starting a background read when due. */
  const young = (key: K, load: () => Promise<V | null>, at: number) => {
    const entry = entries.get(key);
    if (!entry || at - entry.readAt >= maxAgeMs) return undefined;
    if (entry.settled && !entry.refreshing && at - entry.readAt >= refreshAfterMs)
      refresh(key, entry, load, at);
    return entry;
  };

  return {
    get(key, load) {
      const at = now();
      return (young(key, load, at) ?? read(key, load, at)).answer;
    },
    peek(key, load) {
      const entry = young(key, load, now());
      return entry?.settled?.value;
    },
    forget(key) {
      entries.delete(key);
    },
    forgetWhere(matches) {
      for (const [key, entry] of entries)
        if (!entry.settled || matches(entry.settled.value)) entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}
