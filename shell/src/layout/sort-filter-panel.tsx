import { useCallback, useRef } from 'react';
import {
  filterPanelToggled,
  selectFilterPanelOpen,
  SORT_FILTER_PANEL_ID,
  useAppDispatch,
  useAppSelector,
} from '@thrive/shared';
import { SORT_FILTER_TITLE } from './layout-constants';
import { useSlidePanel } from './use-slide-panel';
import styles from './sort-filter-panel.module.css';

/** The panel's region; the toolbar's Filter button controls it. */
export const SORT_FILTER_REGION_ID = 'sort-filter-region';

const filterButton = () => document.querySelector<HTMLElement>(`[aria-controls="${SORT_FILTER_REGION_ID}"]`);

/**
 * The sort & filter side panel (SPEC §2.5, §4): slides in in 400 ms. The shell owns the
 * frame; the area on screen renders the filters into `#sort-filter-panel` with a portal.
 * The frame is always in the page, so the area can render into it before it opens.
 */
export function SortFilterPanel() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectFilterPanelOpen);
  const panelRef = useRef<HTMLElement>(null);
  const close = useCallback(() => dispatch(filterPanelToggled(false)), [dispatch]);
  useSlidePanel(open, panelRef, close, filterButton);
  return (
    <>
      {open && <div className={styles.backdrop} onClick={close} aria-hidden="true" />}
      <aside
        id={SORT_FILTER_REGION_ID}
        aria-label={SORT_FILTER_TITLE}
        className={open ? `${styles.panel} ${styles.open}` : styles.panel}
        ref={panelRef}
        tabIndex={-1}
        inert={!open}
      >
        <div id={SORT_FILTER_PANEL_ID} data-testid="sort-filter-panel" />
      </aside>
    </>
  );
}
