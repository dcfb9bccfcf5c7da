import { createRefreshingCache } from './refreshing-cache';

/** A read the test answers by hand, and how many were started. */
function manualReads<V>() {
  const pending: { resolve: (value: V | null) => void; reject: (error: Error) => void }[] = [];
  const load = () =>
    new Promise<V | null>((resolve, reject) => {
      pending.push({ resolve, reject });
    });
  return {
    load,
    get started() {
      return pending.length;
    },
    /** Answers the n-th read started (0 first). */
    answer: async (n: number, value: V | null) => {
      pending[n]!.resolve(value);
      await flush();
    },
    fail: async (n: number) => {
      pending[n]!.reject(new Error('the database is down'));
      await flush();
    },
  };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

function cacheWithClock(maxAgeMs = 1_000, maxEntries = 100) {
  let now = 5_000;
  const cache = createRefreshingCache<string, string>({ maxAgeMs, maxEntries, now: () => now });
  return { cache, advance: (ms: number) => (now += ms) };
}

describe('a refreshing cache: never older than its time, never a queue of reads', () => {
  test('one read per key while it is under way; then answered from memory', async () => {
    const { cache } = cacheWithClock();
    const reads = manualReads<string>();
    const first = cache.get('fern', reads.load);
    const second = cache.get('fern', reads.load);
    expect(cache.peek('fern', reads.load)).toBeUndefined();
    await reads.answer(0, 'Fern');
    expect(await first).toBe('Fern');
    expect(await second).toBe('Fern');
    expect(await cache.get('fern', reads.load)).toBe('Fern');
    expect(cache.peek('fern', reads.load)).toBe('Fern');
    expect(reads.started).toBe(1);
  });

  test('past half its time an answer is still served while one read replaces it', async () => {
    const { cache, advance } = cacheWithClock(1_000);
    const reads = manualReads<string>();
    const first = cache.get('fern', reads.load);
    await reads.answer(0, 'Fern');
    await first;
    advance(600);
    expect(await cache.get('fern', reads.load)).toBe('Fern');
    expect(cache.peek('fern', reads.load)).toBe('Fern');
    expect(reads.started).toBe(2);
    await reads.answer(1, 'Fern Gully');
    expect(await cache.get('fern', reads.load)).toBe('Fern Gully');
    // Its time counts from when its read began: 500 ms old now, so still served (and due).
    advance(500);
    expect(cache.peek('fern', reads.load)).toBe('Fern Gully');
    expect(reads.started).toBe(3);
  });

  test('an answer as old as its time is never served: the caller waits for a new read', async () => {
    const { cache, advance } = cacheWithClock(1_000);
    const reads = manualReads<string>();
    const first = cache.get('fern', reads.load);
    await reads.answer(0, 'Fern');
    await first;
    advance(1_000);
    expect(cache.peek('fern', reads.load)).toBeUndefined();
    const next = cache.get('fern', reads.load);
    await reads.answer(1, 'Changed');
    expect(await next).toBe('Changed');
  });

  test('forgotten: the next call reads again, and a read under way is not kept', async () => {
    const { cache, advance } = cacheWithClock(1_000);
    const reads = manualReads<string>();
    const first = cache.get('fern', reads.load);
    await reads.answer(0, 'Fern');
    await first;
    advance(600);
    await cache.get('fern', reads.load); // starts a background read
    cache.forget('fern');
    await reads.answer(1, 'Read before the write');
    const after = cache.get('fern', reads.load);
    await reads.answer(2, 'After the write');
    expect(await after).toBe('After the write');
  });

  test('nothing found and failed reads are answered but not kept; a failed refresh keeps the answer in use', async () => {
    const { cache, advance } = cacheWithClock(1_000);
    const reads = manualReads<string>();
    const none = cache.get('gone', reads.load);
    await reads.answer(0, null);
    expect(await none).toBeNull();
    const failed = cache.get('fern', reads.load);
    await reads.fail(1);
    await expect(failed).rejects.toThrow('down');
    const found = cache.get('fern', reads.load);
    await reads.answer(2, 'Fern');
    expect(await found).toBe('Fern');
    advance(600);
    await cache.get('fern', reads.load);
    await reads.fail(3);
    expect(await cache.get('fern', reads.load)).toBe('Fern');
    expect(reads.started).toBe(5); // the failed refresh is tried again on the next call
  });

  test('a refresh that finds nothing any more drops the answer at once', async () => {
    const { cache, advance } = cacheWithClock(1_000);
    const reads = manualReads<string>();
    const first = cache.get('token', reads.load);
    await reads.answer(0, 'user 1');
    await first;
    advance(600);
    await cache.get('token', reads.load);
    await reads.answer(1, null);
    expect(cache.peek('token', reads.load)).toBeUndefined();
  });

  test('forgetWhere drops matching answers and every read still under way', async () => {
    const { cache } = cacheWithClock();
    const reads = manualReads<string>();
    const a = cache.get('a', reads.load);
    const b = cache.get('b', reads.load);
    await reads.answer(0, 'user 1');
    await reads.answer(1, 'user 2');
    await Promise.all([a, b]);
    void cache.get('c', reads.load);
    cache.forgetWhere((value) => value === 'user 1');
    expect(cache.peek('a', reads.load)).toBeUndefined();
    expect(cache.peek('b', reads.load)).toBe('user 2');
    await reads.answer(2, 'user 3');
    expect(cache.peek('c', reads.load)).toBeUndefined();
  });

  test('at most maxEntries keys: the oldest read goes first', async () => {
    const { cache } = cacheWithClock(1_000, 2);
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key.toUpperCase());
    expect(cache.peek('a', async () => 'A')).toBeUndefined();
    expect(cache.peek('b', async () => 'B')).toBe('B');
    expect(cache.peek('c', async () => 'C')).toBe('C');
  });
});
