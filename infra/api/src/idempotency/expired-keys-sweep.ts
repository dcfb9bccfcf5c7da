import type { Database } from '../db/database';
import { forgetExpiredKeys } from './kept-answers';

/** How often one process removes expired keys, at most. */
const SWEEP_EVERY_MS = 60 * 60_000;

export interface ExpiredKeysSweep {
  /** Starts a sweep unless one ran in the last SWEEP_EVERY_MS; never waits for it. */
  maybeSweep(now: Date): void;
  /** Resolves once a sweep under way has finished (the app closing before its database). */
  finished(): Promise<void>;
}

/**
 * Expired keys are removed as keys are used, as the rate-limit counters are swept
 * (rate-limits/limit-counters.ts): every host of the API (the API alone, the gateway and its
 * workers) sweeps without a loop of its own, and a table nobody writes to does not grow. An
 * expired key left in the table is treated as absent anyway (key-rules.ts), so a late sweep
 * only costs space. A failed sweep is tried again on the next use.
 */
export function expiredKeysSweep(db: Database): ExpiredKeysSweep {
  let sweptAt = Number.NEGATIVE_INFINITY;
  let sweeping: Promise<void> = Promise.resolve();
  return {
    maybeSweep(now) {
      const at = now.getTime();
      if (at - sweptAt < SWEEP_EVERY_MS) return;
      sweptAt = at;
      sweeping = forgetExpiredKeys(db, now).catch(() => {
        sweptAt = Number.NEGATIVE_INFINITY;
      });
    },
    finished: () => sweeping,
  };
}
