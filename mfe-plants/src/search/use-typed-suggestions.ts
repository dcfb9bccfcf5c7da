import { useMemo } from 'react';
import { useGetSearchSuggestionsQuery, useSettledValue } from '@thrive/shared';
import { useRecentSearches } from './recent-searches';
import { SUGGEST_MIN_LENGTH, suggestionItems } from './suggestion-items';

/** Suggestions are asked this long after the last key: a word typed briskly is one or two calls. */
const SUGGEST_DEBOUNCE_MS = 150;

/**
 * The options for the text in the box: recent searches at once, the server's suggestions
 * for the text once typing pauses (the last ones stay meanwhile, so the list does not
 * flicker at every key). A failed call only means no suggestions: the search still works.
 */
export function useTypedSuggestions(typed: string) {
  const recentSearches = useRecentSearches();
  const asked = useSettledValue(typed.trim(), SUGGEST_DEBOUNCE_MS);
  const { data } = useGetSearchSuggestionsQuery({ k: asked }, { skip: asked.length < SUGGEST_MIN_LENGTH });
  const items = useMemo(
    () => suggestionItems(typed, recentSearches.recent, data),
    [typed, recentSearches.recent, data],
  );
  return { items, ...recentSearches };
}
