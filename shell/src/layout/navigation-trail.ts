import { z } from 'zod';
import { readSessionJson, writeSessionJson } from '@thrive/shared';

/**
 * The in-app pages of this tab's history, as a stack with the page on screen at `index`
 * (SPEC §2.5 needs "short history" and "the previous tracked url"). Kept in session storage,
 * so a reload stands where it stood; router location keys tell a page seen before from a new one.
 */
const trailSchema = z.object({
  entries: z.array(z.object({ key: z.string(), url: z.string() })).min(1),
  index: z.number().int().nonnegative(),
});
export type Trail = z.infer<typeof trailSchema>;

export interface TrailMove {
  /** The router's location key: the same history entry keeps its key (also across reloads). */
  key: string;
  url: string;
  type: 'PUSH' | 'REPLACE' | 'POP';
  /** A move the header's back arrow made to the previous tracked url: it steps back, not forward. */
  back?: boolean;
}

const NAVIGATION_TRAIL_SESSION_KEY = 'thrive.navigationTrail';
/** Enough for any back chain a gardener follows; older pages drop off. */
export const TRAIL_MAX_ENTRIES = 50;

// Not Array.prototype.with: older mobile WebViews lack it.
const replaceAt = <T>(items: T[], at: number, item: T) => items.map((old, i) => (i === at ? item : old));

export function advanceTrail(trail: Trail | null, move: TrailMove): Trail {
  const entry = { key: move.key, url: move.url };
  if (!trail || trail.index >= trail.entries.length) return { entries: [entry], index: 0 };
  const { entries, index } = trail;
  // Re-renders and StrictMode report one location more than once.
  if (entries[index]?.key === move.key) return trail;
  if (move.type === 'REPLACE') return { entries: replaceAt(entries, index, entry), index };
  if (move.type === 'POP') {
    const seen = entries.findIndex((known) => known.key === move.key);
    // A page never seen in this tab: a visit starts there.
    return seen >= 0
      ? { entries: replaceAt(entries, seen, entry), index: seen }
      : { entries: [entry], index: 0 };
  }
  const at = move.back ? Math.max(0, index - 1) : index + 1;
  const next = [...entries.slice(0, at), entry].slice(-TRAIL_MAX_ENTRIES);
  return { entries: next, index: next.length - 1 };
}

/** What the header's back logic reads (SPEC §2.5). */
export function trailFacts(trail: Trail): { previousTrackedUrl: string | null; shortHistory: boolean } {
  return {
    previousTrackedUrl: trail.entries[trail.index - 1]?.url ?? null,
    shortHistory: trail.index === 0,
  };
}

export const readTrail = (): Trail | null => readSessionJson(NAVIGATION_TRAIL_SESSION_KEY, trailSchema);
export const writeTrail = (trail: Trail) => writeSessionJson(NAVIGATION_TRAIL_SESSION_KEY, trail);

/** Location state the back arrow sets when it goes to the previous tracked url. */
export const BACK_NAVIGATION_STATE = { trailBack: true } as const;
export const isBackNavigation = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'trailBack' in state && state.trailBack === true;
