import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  EmptyState,
  errorText,
  filterPanelToggled,
  selectIdentity,
  SortFilterSlider,
  TOOLBAR_ACTIONS,
  useAppDispatch,
  useAppSelector,
  useCarriedLink,
  useGetGrowingConditionsQuery,
  useGetPlantAttributeCatalogueQuery,
  useGetPlantSearchOptionsQuery,
  useGetYardsQuery,
  usePageToolbar,
  useSearchPlantsQuery,
  type ToolbarActionCode,
} from '@thrive/shared';
import { PLANT_VIEW_ACTIONS, plantViewFromAction } from '@thrive/shared/plant-list';
import type { PlantListItem } from '@thrive/shared/contracts';
import { CategoryTiles } from '../common/category-tiles';
import { PlantTagPhoto } from './plant-tag-photo';
import { PlantsPage } from '../common/plants-page';
import { activeFilterCount, searchRequest } from './search-criteria';
import { SearchBox } from './search-box';
import { SearchFilterForm } from './search-filters';
import { SearchResults } from './search-results';
import { SortSelect } from './sort-select';
import { useSearchState } from './use-search-state';
import { useZoneMode } from './use-zone-mode';
import { ZoneToggle } from './zone-toggle';
import styles from './search.module.css';

export const SEARCH_TITLE = 'Plant ID & Search';
/** SPEC §4, §9: the search slider appears at once (the other sliders slide in 400 ms). */
const SEARCH_SLIDER_ANIMATION_MS = 0;
/** How many categories the page offers before any search. */
const POPULAR_CATEGORIES = 6;

const hasStatus = (error: unknown, status: number) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === status;

/**
 * plants/search (and plants): the plant search of SPEC §2.3/§2.4. The server forgives typos;
 * the page sends the text as the gardener types, with the slider's filters, sort and page.
 * `m=1` (the menu) arrives without text, so it starts a fresh search; the filters stay.
 */
export function SearchPage() {
  const state = useSearchState();
  const dispatch = useAppDispatch();
  const carried = useCarriedLink();
  const identity = useAppSelector(selectIdentity);
  const hasYards = (identity?.YardCount ?? 0) > 0;
  const yards = useGetYardsQuery(undefined, { skip: !hasYards }).data ?? [];
  const categories = useGetPlantSearchOptionsQuery().data?.Categories;
  // The slider's filter lists load with the page (its form is made at the first opening), so
  // they are there when the gardener opens it.
  useGetGrowingConditionsQuery();
  useGetPlantAttributeCatalogueQuery(0);
  const zoneMode = useZoneMode(state.zid);
  const [thriveOnly, setThriveOnly] = useState(true);

  const zone = zoneMode && !zoneMode.missing ? zoneMode.zone : undefined;
  const zid = zoneMode && !zoneMode.missing && thriveOnly ? state.zid : 0;
  const count = activeFilterCount(state.filters, zid > 0);
  const searching = state.k.trim() !== '' || count > 0;
  const request = searchRequest({ filters: state.filters, s: state.s, k: state.k, i: state.i, zid });
  const query = useSearchPlantsQuery(request, { skip: !searching });
  const serverError = hasStatus(query.error, 400) ? errorText(query.error) : null;

  const toolbar = useMemo(
    () => [
      { code: TOOLBAR_ACTIONS.Filter, label: count > 0 ? `Filters (${count} on)` : 'Filters' },
      PLANT_VIEW_ACTIONS[state.view],
    ],
    [count, state.view],
  );
  usePageToolbar(toolbar, (code: ToolbarActionCode) => {
    const view = plantViewFromAction(code);
    if (view) state.setView(view);
  });

  const closeSlider = () => dispatch(filterPanelToggled(false));
  // "Only plants that thrive in this zone" is one of the filters: Clear turns it off too.
  const clear = () => {
    state.clear();
    setThriveOnly(false);
  };
  const decorate = (plant: PlantListItem) => (zoneMode ? zoneMode.scored(plant) : plant);
  const zoneActions =
    zoneMode && zone
      ? (plant: PlantListItem) => (
          <ZoneToggle
            zoneId={zone.Id}
            zoneName={zone.Name}
            plantId={plant.Id}
            plantName={plant.CommonName}
            inZone={zoneMode.inZone(plant.Id)}
          />
        )
      : undefined;

  return (
    <PlantsPage title={SEARCH_TITLE}>
      {zoneMode && (
        <p className={styles.zoneBanner}>
          {zoneMode.missing ? (
            'That zone was not found, so plants cannot be added to it from here.'
          ) : zone ? (
            <>
              Adding plants to <strong>{zone.Name}</strong> ({zone.YardName}).{' '}
              <Link to={carried(`/zones/view/${zone.Id}`)}>Back to the zone</Link>
            </>
          ) : (
            'Loading the zone…'
          )}
        </p>
      )}
      <div className={styles.bar}>
        <SearchBox
          value={state.k}
          onSearch={state.setText}
          onChooseCategory={state.chooseCategory}
          zoneId={zone?.Id ?? 0}
        />
        <SortSelect value={state.s} onChange={state.setSort} />
      </div>
      <div className={styles.filterSummary}>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => dispatch(filterPanelToggled(true))}
        >
          {count > 0 ? `Filters (${count} on)` : 'Filters'}
        </button>
        {count > 0 && (
          <button type="button" className={styles.linkButton} onClick={clear}>
            Clear filters
          </button>
        )}
        {/* Not knowing the name is what identification is for (SPEC §2.3 Plant ID & Search). */}
        <Link to={carried('/images')} className={styles.linkButton}>
          Identify a plant
        </Link>
      </div>
      {identity?.TogglePlantTagId && <PlantTagPhoto />}
      {serverError && (
        <p className={styles.filterError} role="alert">
          {serverError}
        </p>
      )}
      <SortFilterSlider
        label="Search filters"
        animationMs={SEARCH_SLIDER_ANIMATION_MS}
        testId="search-slider"
      >
        {(opening) => (
          <SearchFilterForm
            // A fresh draft each time the slider opens: changes not applied are dropped.
            key={opening}
            applied={state.filters}
            zone={zone ? { name: zone.Name, thriveOnly } : null}
            yards={yards}
            serverError={serverError}
            onApply={(filters, thrive) => {
              state.applyFilters(filters);
              setThriveOnly(thrive);
              closeSlider();
            }}
            onClear={() => {
              clear();
              closeSlider();
            }}
            onClose={closeSlider}
          />
        )}
      </SortFilterSlider>
      {searching ? (
        <SearchResults
          page={query.data}
          fetching={query.isFetching}
          error={query.error}
          refusedFilters={serverError !== null}
          onRetry={() => void query.refetch()}
          k={state.k}
          pageIndex={state.i}
          view={state.view}
          zoneId={zone?.Id ?? 0}
          decorate={decorate}
          actions={zoneActions}
          onPage={state.setPage}
          canRequestPlant={!identity?.GotoSearch}
          filtersOn={count > 0}
          onClearFilters={clear}
          onSearchText={state.setText}
        />
      ) : (
        <EmptyState title="Find plants for your garden">
          <p>Type a plant’s common or botanical name (the spelling need not be exact), or open Filters.</p>
          {categories && categories.length > 0 && (
            <>
              <h3 className={styles.popularTitle}>Popular categories</h3>
              <CategoryTiles
                categories={categories.slice(0, POPULAR_CATEGORIES)}
                label="Popular categories"
              />
            </>
          )}
        </EmptyState>
      )}
    </PlantsPage>
  );
}
