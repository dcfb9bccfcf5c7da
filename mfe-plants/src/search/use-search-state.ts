import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readLocalJson, STORAGE_KEYS, writeLocalJson } from '@thrive/shared';
import { type PlantListView } from '@thrive/shared/plant-list';
import { plantSearchFilterSchema, type PlantSort } from '@thrive/shared/contracts';
import {
  DEFAULT_SORT,
  NO_FILTERS,
  restoreSavedSearch,
  savedSearchValue,
  type SavedSearch,
  type SearchFilters,
} from './search-criteria';

const STORAGE_KEY = STORAGE_KEYS.plantSearchFilter;

const readSaved = () => restoreSavedSearch(readLocalJson(STORAGE_KEY, plantSearchFilterSchema));

function positiveInt(value: string | null): number {
  const number = Number(value ?? 0);
  return Number.isInteger(number) && number > 0 ? number : 0;
}

/**
 * The search's state. The address holds what a link or the back button should bring back:
 * the text (k), the page (i), the view and the zone (zid); `cid` (from the categories page)
 * is turned into the Categories filter once. Filters and sort live in browser storage
 * (SPEC §9), so they are there again when the gardener comes back; Clear removes them.
 */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const [saved, setSaved] = useState<SavedSearch>(readSaved);

  const update = useCallback(
    (changes: Record<string, string | null>) => {
      // No navigation when the address would not change (most Applies keep page 0).
      const unchanged = Object.entries(changes).every(
        ([name, value]) => params.get(name) === (value || null),
      );
      if (unchanged) return;
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [name, value] of Object.entries(changes)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace: true },
      );
    },
    [params, setParams],
  );

  const save = useCallback((next: SavedSearch) => {
    setSaved(next);
    writeLocalJson(STORAGE_KEY, savedSearchValue(next));
  }, []);

  // A category chosen elsewhere (cid): that category only, on top of the other filters. It is
  // taken in while rendering; the effect then keeps it and takes cid out of the address.
  const cid = positiveInt(params.get('cid'));
  const [cidTaken, setCidTaken] = useState(0);
  if (cid !== cidTaken) {
    setCidTaken(cid);
    if (cid > 0) setSaved((current) => ({ ...current, filters: { ...current.filters, Categories: [cid] } }));
  }
  useEffect(() => {
    if (cid === 0) return;
    writeLocalJson(STORAGE_KEY, savedSearchValue(saved));
    update({ cid: null, i: null });
  }, [cid, saved, update]);

  return {
    filters: saved.filters,
    s: saved.s,
    k: params.get('k') ?? '',
    i: positiveInt(params.get('i')),
    view: (params.get('view') === 'grid' ? 'grid' : 'list') as PlantListView,
    zid: positiveInt(params.get('zid')),
    applyFilters: (filters: SearchFilters) => {
      save({ ...saved, filters });
      update({ i: null });
    },
    clear: () => {
      setSaved({ filters: NO_FILTERS, s: DEFAULT_SORT });
      writeLocalJson(STORAGE_KEY, null);
      update({ i: null });
    },
    setSort: (s: PlantSort) => {
      save({ ...saved, s });
      update({ i: null });
    },
    setText: (k: string) => update({ k: k.trim() ? k : null, i: null }),
    /** That category's plants, on top of the other filters, without text (as from the categories page). */
    chooseCategory: (categoryId: number) => update({ cid: String(categoryId), k: null, i: null }),
    setPage: (i: number) => update({ i: i > 0 ? String(i) : null }),
    setView: (view: PlantListView) => update({ view: view === 'grid' ? 'grid' : null }),
  };
}
