import { useEffect, useEffectEvent, useState } from 'react';
import { readLocal, STORAGE_KEYS, writeLocalJson } from '@thrive/shared';
import { suggestPlantsRequestSchema, type SuggestPlantsRequest } from '@thrive/shared/contracts';
import { useContractForm } from '@thrive/shared/forms';
import { EMPTY_DRAFT, restoreDraft, restoreSubmitted, toRequest, type SuggestDraft } from './suggest-draft';

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
  const [stored] = useState(readSuggestState);
  const form = useContractForm<SuggestDraft, SuggestPlantsRequest>({
    schema: suggestPlantsRequestSchema,
    defaultValues: stored.draft,
    toInput: toRequest,
  });
  const [submitted, setSubmitted] = useState(stored.submitted);
  const store = useEffectEvent((draft: unknown) => {
    writeLocalJson(STORAGE_KEYS.suggestFilter, { draft, submitted });
  });
  const { getValues, subscribe } = form;
  useEffect(() => store(getValues()), [getValues, submitted]);
  // As it is typed, without drawing the whole form again on every key.
  useEffect(
    () => subscribe({ formState: { values: true }, callback: ({ values }) => store(values) }),
    [subscribe],
  );
  return { form, submitted, setSubmitted };
}
