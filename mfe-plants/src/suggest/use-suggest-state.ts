import { useEffect, useState } from 'react';
import { readLocal, STORAGE_KEYS, writeLocalJson } from '@thrive/shared';
import type { SuggestPlantsRequest } from '@thrive/shared/contracts';
import { EMPTY_DRAFT, restoreDraft, restoreSubmitted, type SuggestDraft } from './suggest-draft';

/** What the suggest filter key holds (SPEC §9): the form as entered and the last search asked. */
interface SuggestState {
  draft: SuggestDraft;
  /** The search whose results are shown (with its page); null until the first search. */
  submitted: SuggestPlantsRequest | null;
}

const FRESH: SuggestState = { draft: EMPTY_DRAFT, submitted: null };

function readSuggestState(): SuggestState {
  const raw = readLocal(STORAGE_KEYS.suggestFilter);
  if (raw === null) return FRESH;
  try {
    const stored: unknown = JSON.parse(raw);
    const { draft, submitted } = (stored ?? {}) as Partial<Record<keyof SuggestState, unknown>>;
    return { draft: restoreDraft(draft), submitted: submitted ? restoreSubmitted(submitted) : null };
  } catch {
    return FRESH; // written by hand or cut short: start afresh
  }
}

/**
 * The suggest form and search, kept in browser storage as they change, so coming back from a
 * plant's page restores them. The menu and the launch pad clear the key before coming here
 * (SPEC §2.3, §2.4), so arriving from them starts afresh.
 */
export function useSuggestState() {
  const [state, setState] = useState(readSuggestState);
  useEffect(() => {
    writeLocalJson(STORAGE_KEYS.suggestFilter, state);
  }, [state]);
  return [state, setState] as const;
}
