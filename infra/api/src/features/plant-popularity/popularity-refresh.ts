import type { Database } from '../../db/database';
import { startBackgroundLoop } from '../common/background-loop';
import { recomputePlantPopularity } from './recompute-popularity';

/** How often popularity is recomputed unless POPULARITY_MINUTES says otherwise. */
export const DEFAULT_POPULARITY_MINUTES = 15;
/** A day: a longer wait would leave new favorites out of the order for days. */
const MOST_MINUTES = 24 * 60;

/**
 * POPULARITY_MINUTES: minutes between recomputations of plant popularity, 0 for never
 * (the scores then stay as they are). Only the servers' start-up reads it; tests start no
 * refresh and call recomputePlantPopularity themselves.
 */
export function popularityRefreshMinutes(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.POPULARITY_MINUTES?.trim() || String(DEFAULT_POPULARITY_MINUTES);
  if (!/^\d+$/.test(value) || Number(value) > MOST_MINUTES)
    throw new Error(
      `POPULARITY_MINUTES "${value}" must be a whole number of minutes from 0 (never) to ${MOST_MINUTES}`,
    );
  return Number(value);
}

export interface PopularityRefresh {
  /** No more runs; resolves once a run under way has finished. */
  stop(): Promise<void>;
}

interface RefreshOptions {
  /** Between two runs (popularityRefreshMinutes as milliseconds); 0: none at all. */
  everyMs: number;
  /** Where a failed run is told (the server log); the next run tries again. */
  log: (line: string) => void;
  /** The work of one run; tests pass their own. */
  recompute?: (db: Database) => Promise<unknown>;
}

/**
 * Recomputes plant popularity in the background (issue 18): once at start, then every
 * `everyMs`. Runs never overlap, the timer never keeps the process alive, and a failure is
 * logged rather than thrown. `everyMs` 0: nothing runs.
 */
export function startPopularityRefresh(
  db: Database,
  { everyMs, log, recompute = recomputePlantPopularity }: RefreshOptions,
): PopularityRefresh {
  if (everyMs <= 0) return { stop: async () => undefined };
  const loop = startBackgroundLoop({
    everyMs,
    run: () => recompute(db),
    log,
    failure: 'Plant popularity was not recomputed',
  });
  return { stop: loop.stop };
}
