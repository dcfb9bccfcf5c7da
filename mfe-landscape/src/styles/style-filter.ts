import { readLocalJson, STORAGE_KEYS, writeLocalJson } from '@thrive/shared';
import {
  LANDSCAPE_STYLE_PAGE_SIZE,
  landscapeStyleSearchQuerySchema,
  STYLE_FILTER_LISTS,
  type LandscapeStyleSearchCriteria,
  type LandscapeStyleSearchQuery,
  type StyleFilterList,
} from '@thrive/shared/landscape';

/** What the gardener chose on the styles page: the text, the sort and the id lists. */
export type StyleFilter = Pick<LandscapeStyleSearchCriteria, 'k' | 's' | StyleFilterList>;
/** Only the id lists: what the filter panel edits. */
export type StyleFilterLists = Pick<StyleFilter, StyleFilterList>;

/** The contract's defaults: no text, by name, every list empty. */
export const NO_STYLE_FILTER: StyleFilter = pickFilter(landscapeStyleSearchQuerySchema.parse({}));

function pickFilter(criteria: LandscapeStyleSearchCriteria): StyleFilter {
  const { k, s, hz, sr, wr, gr, ef, at, co } = criteria;
  return { k, s, hz, sr, wr, gr, ef, at, co };
}

/** How many lists have something chosen (the Filter button says so). */
export function activeListCount(filter: StyleFilterLists): number {
  return STYLE_FILTER_LISTS.filter((list) => filter[list].length > 0).length;
}

/** The filter as SPEC §3 sends it: each id list as a comma list, with the page asked for. */
export function toSearchQuery(filter: StyleFilter, pageIndex: number): LandscapeStyleSearchQuery {
  const lists = Object.fromEntries(STYLE_FILTER_LISTS.map((list) => [list, filter[list].join(',')]));
  return {
    k: filter.k.trim(),
    s: filter.s,
    i: pageIndex,
    c: LANDSCAPE_STYLE_PAGE_SIZE,
    ...lists,
  };
}

const STORAGE_KEY = STORAGE_KEYS.landscapeDesignFilter;

/**
 * The filter kept in browser storage (SPEC §9), in its wire form and read back through the
 * contract: a stored value of another shape, or with ids the contract refuses, is ignored.
 * The page is not kept: coming back starts at the first page.
 */
export function readStoredFilter(): StyleFilter {
  const stored = readLocalJson(STORAGE_KEY, landscapeStyleSearchQuerySchema);
  return stored ? pickFilter(stored) : NO_STYLE_FILTER;
}

export function writeStoredFilter(filter: StyleFilter | null): void {
  if (!filter) {
    writeLocalJson(STORAGE_KEY, null);
    return;
  }
  const { i: _page, c: _size, ...wire } = toSearchQuery(filter, 0);
  writeLocalJson(STORAGE_KEY, wire);
}
