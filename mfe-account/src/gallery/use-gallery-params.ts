import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PlantListView } from '@thrive/shared/plant-list';

export interface GalleryParams {
  /** The chosen gallery; 0 is All photos. */
  g: number;
  /** The page, from 0. */
  i: number;
  /** Favourites only. */
  favoritesOnly: boolean;
  view: PlantListView;
}

function readId(value: string | null): number {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

/**
 * The gallery's place lives in the address (g, i, f, view), beside the carried parameters, so
 * a reload or going back shows the same gallery, page, filter and view. Defaults are left out.
 * The list view is the default: it shows what SPEC §2.7 lists (place, date and names).
 */
export function useGalleryParams() {
  const [search, setSearch] = useSearchParams();
  const params: GalleryParams = {
    g: readId(search.get('g')),
    i: readId(search.get('i')),
    favoritesOnly: search.get('f') === '1',
    view: search.get('view') === 'grid' ? 'grid' : 'list',
  };
  const update = useCallback(
    (change: Partial<GalleryParams>) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          const set = (name: string, value: string, fallback: string) =>
            value === fallback ? next.delete(name) : next.set(name, value);
          if (change.g !== undefined) set('g', String(change.g), '0');
          if (change.i !== undefined) set('i', String(change.i), '0');
          if (change.favoritesOnly !== undefined) set('f', change.favoritesOnly ? '1' : '0', '0');
          if (change.view !== undefined) set('view', change.view, 'list');
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return { ...params, update };
}
