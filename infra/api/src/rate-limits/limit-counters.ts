import { sql } from 'drizzle-orm';
import { handleOf, type Database } from '../db/database';
import { rateLimitCounters } from '../db/schema';

/** Requests counted under one key in its current window. */
interface LimitCount {
  count: number;
  /** Milliseconds until the window ends (0: no window under way). */
  ttlMs: number;
}

/**
 * Counters of a limit: a key's first hit starts a window of `windowMs` from `now`, and every
 * hit within it counts one more. `now` is the caller's clock (the app's, which tests move).
 */
export interface LimitCounters {
  hit(key: string, windowMs: number, now: Date): Promise<LimitCount>;
  /** The count without counting. */
  read(key: string, now: Date): Promise<LimitCount>;
}

/** Keys kept at once in memory; ended windows go first, then the oldest. */
const MAX_KEYS = 10_000;

/** This process's counters: for the embedded database, which has no other process. */
export function memoryLimitCounters(): LimitCounters {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const live = (key: string, at: number) => {
    const found = windows.get(key);
    if (found && found.endsAt > at) return found;
    windows.delete(key);
    return undefined;
  };
  return {
    async hit(key, windowMs, now) {
      const at = now.getTime();
      let found = live(key, at);
      if (found) found.count += 1;
      else {
        // A client rotating addresses leaves one key each: ended ones go, then the oldest.
        if (windows.size >= MAX_KEYS)
          for (const [old, entry] of windows) if (entry.endsAt <= at) windows.delete(old);
        if (windows.size >= MAX_KEYS) windows.delete(windows.keys().next().value!);
        windows.set(key, (found = { count: 1, endsAt: at + windowMs }));
      }
      return { count: found.count, ttlMs: found.endsAt - at };
    },
    async read(key, now) {
      const found = live(key, now.getTime());
      return found ? { count: found.count, ttlMs: found.endsAt - now.getTime() } : { count: 0, ttlMs: 0 };
    },
  };
}

/** A time as a parameter both drivers read alike. */
const timestamp = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/** How often one process sweeps ended windows out of the table. */
const SWEEP_EVERY_MS = 5 * 60_000;

/**
 * Counters in PostgreSQL (rate_limit_counters), shared by every instance on the database
 * (DESIGN §5). One statement per hit: the row lock of the upsert counts concurrent hits
 * from any instance one after another.
 */
export function postgresLimitCounters(db: Database): LimitCounters {
  let sweptAt = 0;
  const sweep = (at: number) => {
    if (at - sweptAt < SWEEP_EVERY_MS) return;
    sweptAt = at;
    // Not awaited: a failed sweep is tried again next time.
    void db
      .delete(rateLimitCounters)
      .where(sql`${rateLimitCounters.windowEndsAt} < ${timestamp(new Date(at))}`)
      .catch(() => (sweptAt = 0));
  };
  return {
    async hit(key, windowMs, now) {
      sweep(now.getTime());
      const at = timestamp(now);
      const endsAt = new Date(now.getTime() + windowMs);
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, count: 1, windowEndsAt: endsAt })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            count: sql`CASE WHEN ${rateLimitCounters.windowEndsAt} <= ${at} THEN 1 ELSE ${rateLimitCounters.count} + 1 END`,
            windowEndsAt: sql`CASE WHEN ${rateLimitCounters.windowEndsAt} <= ${at} THEN excluded.window_ends_at ELSE ${rateLimitCounters.windowEndsAt} END`,
          },
        })
        .returning({ count: rateLimitCounters.count, windowEndsAt: rateLimitCounters.windowEndsAt });
      return { count: row!.count, ttlMs: Math.max(0, row!.windowEndsAt.getTime() - now.getTime()) };
    },
    async read(key, now) {
      const [row] = await db
        .select({ count: rateLimitCounters.count, windowEndsAt: rateLimitCounters.windowEndsAt })
        .from(rateLimitCounters)
        .where(
          sql`${rateLimitCounters.key} = ${key} AND ${rateLimitCounters.windowEndsAt} > ${timestamp(now)}`,
        );
      return row
        ? { count: row.count, ttlMs: row.windowEndsAt.getTime() - now.getTime() }
        : { count: 0, ttlMs: 0 };
    },
  };
}

/**
 * Shared counters when the database is PostgreSQL (every instance counts together), this
 * process's own on the embedded database (DESIGN §5).
 */
export function limitCountersFor(db: Database): LimitCounters {
  return handleOf(db)?.driver === 'postgres' ? postgresLimitCounters(db) : memoryLimitCounters();
}
