import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { LandscapeStyleSort } from '@thrive/shared/landscape';
import {
  NO_STYLE_FILTER,
  readStoredFilter,
  writeStoredFilter,
  type StyleFilter,
  type StyleFilterLists,
} from './style-filter';

function pageFrom(value: string | null): number {
  const page = Number(value ?? 0);
  return Number.isInteger(page) && page > 0 ? page : 0;
}

interface State {
  filter: StyleFilter;
  /**
   * Whether the address's page belongs to this filter. A new filter starts at the first page
   * at once: the address follows a moment later (the router renders navigations in a
   * transition), and until then its page is that of the last filter.
   */
  pageKept: boolean;
}

/**
 * The styles page's state. The filter (text, sort, lists) lives in browser storage, so it is
 * there again when the gardener comes back; the page index lives in the address, so the back
 * button returns to it. Any change of the filter goes back to the first page.
 */
export function useStyleFilter() {
  const [params, setParams] = useSearchParams();
  const [state, setState] = useState<State>(() => ({ filter: readStoredFilter(), pageKept: true }));
  const addressPage = pageFrom(params.get('i'));

  const navigateToPage = (pageIndex: number) => {
    if (addressPage === pageIndex) return;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (pageIndex > 0) next.set('i', String(pageIndex));
        else next.delete('i');
        return next;
      },
      { replace: true },
    );
  };
  const setPage = (pageIndex: number) => {
    setState((current) => (current.pageKept ? current : { ...current, pageKept: true }));
    navigateToPage(pageIndex);
  };
  const change = (filter: StyleFilter, stored: StyleFilter | null = filter) => {
    setState({ filter, pageKept: false });
    writeStoredFilter(stored);
    navigateToPage(0);
  };
  const { filter } = state;

  return {
    filter,
    pageIndex: state.pageKept ? addressPage : 0,
    setPage,
    setText: (k: string) => change({ ...filter, k }),
    setSort: (s: LandscapeStyleSort) => change({ ...filter, s }),
    applyLists: (lists: StyleFilterLists) => change({ ...filter, ...lists }),
    /** Clear drops the text and the lists; the sort is how the gardener reads, so it stays. */
    clear: () => {
      const next = { ...NO_STYLE_FILTER, s: filter.s };
      change(next, next.s === NO_STYLE_FILTER.s ? null : next);
    },
  };
}
