import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FAVORITE_SORTS, PLANT_PAGE_SIZE, type FavoritesQuery } from '@thrive/shared/contracts';

export type FavoriteSort = NonNullable<FavoritesQuery['s']>;

export interface FavoritesParams {
  /** The name filter. */
  k: string;
  s: FavoriteSort;
  /** The page, from 0. */
  i: number;
}

const DEFAULT_SORT: FavoriteSort = 'Added DESC';

function readSort(value: string | null): FavoriteSort {
  return FAVORITE_SORTS.find((sort) => sort === value) ?? DEFAULT_SORT;
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 0;
}

/**
 * The favorites query (k, s, i) lives in the address, beside the carried parameters, so going
 * back from a plant's page returns to the same filter, sort and page. Defaults are left out.
 */
export function useFavoritesParams() {
  const [search, setSearch] = useSearchParams();
  const params: FavoritesParams = {
    k: search.get('k') ?? '',
    s: readSort(search.get('s')),
    i: readPage(search.get('i')),
  };
  const update = useCallback(
    (change: Partial<FavoritesParams>) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          const set = (name: string, value: string, fallback: string) =>
            value === fallback ? next.delete(name) : next.set(name, value);
          if (change.k !== undefined) set('k', change.k.trim(), '');
          if (change.s !== undefined) set('s', change.s, DEFAULT_SORT);
          if (change.i !== undefined) set('i', String(change.i), '0');
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return { ...params, c: PLANT_PAGE_SIZE, update };
}
