import { useQuickSearchPlantsQuery, useSettledValue, type PlantListItem } from '@thrive/shared';

/** Fewer letters match too much of the catalogue to help. */
const CATALOGUE_MATCH_MIN_LETTERS = 3;
/** The lookup waits this long after the last key: one name is one call, not one per letter. */
const CATALOGUE_MATCH_DEBOUNCE_MS = 400;
/** A hint, not a search page: the few best matches. */
const CATALOGUE_MATCH_COUNT = 5;

export type CatalogueMatches =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'found'; plants: PlantListItem[] };

/** The name to look for: the botanical name (the required, exact one), else the common name. */
function catalogueLookupText(botanicalName: string, commonName: string): string {
  const botanical = botanicalName.trim();
  if (botanical.length >= CATALOGUE_MATCH_MIN_LETTERS) return botanical;
  const common = commonName.trim();
  return common.length >= CATALOGUE_MATCH_MIN_LETTERS ? common : '';
}

/**
 * The catalogue's plants whose names match what the gardener is typing (GET Plants/0/Search/,
 * typo-tolerant, best first), so they can open the plant instead of requesting one we have.
 */
export function useCatalogueMatches(botanicalName: string, commonName: string): CatalogueMatches {
  const typed = catalogueLookupText(botanicalName, commonName);
  const text = useSettledValue(typed, CATALOGUE_MATCH_DEBOUNCE_MS);
  const lookup = useQuickSearchPlantsQuery(
    { k: text, s: 'Relevance', i: 0, c: CATALOGUE_MATCH_COUNT },
    { skip: text === '' },
  );
  if (typed === '') return { state: 'idle' };
  // Still typing, or the answer is for an older text: say "looking" rather than show stale names.
  if (typed !== text || lookup.isFetching) return { state: 'loading' };
  if (lookup.isError) return { state: 'failed' };
  return lookup.data ? { state: 'found', plants: lookup.data.Items } : { state: 'loading' };
}
