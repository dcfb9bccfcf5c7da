import { useMemo } from 'react';
import {
  filterPanelToggled,
  selectFilterPanelOpen,
  SortFilterSlider,
  TOOLBAR_ACTIONS,
  useAppDispatch,
  useAppSelector,
  usePageToolbar,
  type ToolbarAction,
  type ToolbarActionCode,
} from '@thrive/shared';
import { LandscapePage } from '../common/landscape-page';
import { activeListCount, toSearchQuery } from './style-filter';
import { STYLE_FILTER_FORM_ID, StyleFilterForm } from './style-filter-form';
import { StyleResults } from './style-results';
import { StyleSearchBar } from './style-search-bar';
import { useSearchLandscapeStylesQuery } from '@thrive/shared/landscape-api';
import { useStyleFilter } from './use-style-filter';
import styles from './styles-list.module.css';

export const STYLES_TITLE = 'Landscape Design';

/**
 * styles: browse the landscape styles (SPEC §1) by text, the Design filter lists (SPEC §3)
 * and sort, a page at a time. The header carries Filter (code 3), and while the panel is
 * open Apply (11) and Clear (12) for the panel (SPEC §2.5).
 */
export function StylesPage() {
  const state = useStyleFilter();
  const dispatch = useAppDispatch();
  const panelOpen = useAppSelector(selectFilterPanelOpen);
  const count = activeListCount(state.filter);
  const filterLabel = count > 0 ? `Filters (${count} on)` : 'Filters';
  const query = useSearchLandscapeStylesQuery(toSearchQuery(state.filter, state.pageIndex));

  const closePanel = () => dispatch(filterPanelToggled(false));
  const clear = () => {
    state.clear();
    closePanel();
  };

  const toolbar = useMemo<ToolbarAction[]>(
    () => [
      { code: TOOLBAR_ACTIONS.Filter, label: filterLabel },
      ...(panelOpen
        ? [
            { code: TOOLBAR_ACTIONS.Apply, label: 'Apply filters' },
            { code: TOOLBAR_ACTIONS.Clear, label: 'Clear filters' },
          ]
        : []),
    ],
    [filterLabel, panelOpen],
  );
  usePageToolbar(toolbar, (code: ToolbarActionCode) => {
    if (code === TOOLBAR_ACTIONS.Apply) {
      const form = document.getElementById(STYLE_FILTER_FORM_ID);
      if (form instanceof HTMLFormElement) form.requestSubmit();
    } else if (code === TOOLBAR_ACTIONS.Clear) clear();
  });

  return (
    <LandscapePage title={STYLES_TITLE} heading="Landscape styles">
      <p className={styles.intro}>Find a planting style that suits your garden, then design a bed in it.</p>
      <StyleSearchBar
        text={state.filter.k}
        sort={state.filter.s}
        onSearch={state.setText}
        onSort={state.setSort}
      />
      <div className={styles.filterSummary}>
        <button
          type="button"
          className={styles.linkButton}
          aria-expanded={panelOpen}
          onClick={() => dispatch(filterPanelToggled(true))}
        >
          {filterLabel}
        </button>
        {count > 0 && (
          <button type="button" className={styles.linkButton} onClick={clear}>
            Clear filters
          </button>
        )}
      </div>
      <SortFilterSlider label="Style filters">
        {(opening) => (
          <StyleFilterForm
            // A fresh draft each time the panel opens: changes not applied are dropped.
            key={opening}
            applied={state.filter}
            onApply={(lists) => {
              state.applyLists(lists);
              closePanel();
            }}
            onClear={clear}
            onClose={closePanel}
          />
        )}
      </SortFilterSlider>
      <StyleResults
        page={query.data}
        fetching={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        pageIndex={state.pageIndex}
        onPage={state.setPage}
        filtered={count > 0 || state.filter.k.trim() !== ''}
        onClear={clear}
      />
    </LandscapePage>
  );
}
