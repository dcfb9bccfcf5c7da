import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The list's page (SPEC §4 Paginator: from 0) lives in the address beside the carried
 * parameters, so coming back from a task's details returns to the same page. 0 is left out.
 */
export function usePageIndex(): [number, (pageIndex: number) => void] {
  const [search, setSearch] = useSearchParams();
  const raw = Number(search.get('i'));
  const pageIndex = Number.isInteger(raw) && raw > 0 ? raw : 0;
  const setPageIndex = useCallback(
    (next: number) => {
      // Unchanged, the address stays: no navigation (and no transition) for nothing.
      if (next === pageIndex) return;
      setSearch(
        (current) => {
          const params = new URLSearchParams(current);
          if (next > 0) params.set('i', String(next));
          else params.delete('i');
          return params;
        },
        { replace: true },
      );
    },
    [pageIndex, setSearch],
  );
  return [pageIndex, setPageIndex];
}
