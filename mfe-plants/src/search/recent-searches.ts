import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { readLocal, selectUserId, useAppSelector, writeLocal } from '@thrive/shared';

/**
 * The browser-storage key of the recent plant searches: JSON {[userId]: texts, newest first},
 * so gardeners who share a device each see their own.
 */
export const RECENT_SEARCHES_KEY = 'thrive.recentPlantSearches';
/** How many recent searches are kept (issue 18: the last 8). */
const RECENT_SEARCHES_KEPT = 8;

type Stored = Record<string, string[]>;

function parse(raw: string | null): Stored {
  if (raw === null) return {};
  try {
    const stored: unknown = JSON.parse(raw);
    if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
    const lists = Object.entries(stored).map(([user, texts]) => [
      user,
      Array.isArray(texts) ? texts.filter((text): text is string => typeof text === 'string') : [],
    ]);
    return Object.fromEntries(lists) as Stored;
  } catch {
    return {}; // written by hand or cut short: start afresh
  }
}

/** Every hook in the page hears a change made by another (the box and "did you mean"). */
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const readStored = () => readLocal(RECENT_SEARCHES_KEY);
/** A static render (the prerendered frame, prerender/frames.tsx) reads no device's searches. */
const noStoredSearches = () => null;

function change(userId: number, next: (texts: string[]) => string[]) {
  const stored = parse(readStored());
  const texts = next(stored[userId] ?? []);
  if (texts.length) stored[userId] = texts;
  else delete stored[userId];
  writeLocal(RECENT_SEARCHES_KEY, Object.keys(stored).length ? JSON.stringify(stored) : null);
  for (const listener of listeners) listener();
}

/** The same text in another case or spacing is the same search. */
const sameSearch = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The signed-in gardener's recent searches on this device, newest first, and how to change them. */
export function useRecentSearches() {
  const userId = useAppSelector(selectUserId);
  const raw = useSyncExternalStore(subscribe, readStored, noStoredSearches);
  const recent = useMemo(() => parse(raw)[userId] ?? [], [raw, userId]);
  const remember = useCallback(
    (text: string) => {
      const searched = text.trim();
      if (!searched) return;
      change(userId, (texts) =>
        [searched, ...texts.filter((old) => !sameSearch(old, searched))].slice(0, RECENT_SEARCHES_KEPT),
      );
    },
    [userId],
  );
  const clear = useCallback(() => change(userId, () => []), [userId]);
  return { recent, remember, clear };
}
