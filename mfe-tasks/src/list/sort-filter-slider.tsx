import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import {
  filterPanelToggled,
  selectFilterPanelOpen,
  SORT_FILTER_PANEL_ID,
  useAppDispatch,
  useAppSelector,
  useCloseOnScroll,
} from '@thrive/shared';
import styles from './task-list-page.module.css';

/**
 * Where the task sort & filter choices show (SPEC §2.5, §4): inside the shell, in its sort &
 * filter panel (which slides in, holds focus and closes on Escape); standing alone, in a
 * panel of the page's own. It closes when the gardener scrolls the page (SPEC §4 "Slider
 * menus close on scroll") and when they leave the list.
 */
export function SortFilterSlider({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectFilterPanelOpen);
  const [shellPanel] = useState(() => document.getElementById(SORT_FILTER_PANEL_ID));

  useCloseOnScroll(open, () => dispatch(filterPanelToggled(false)));

  useEffect(
    () => () => {
      dispatch(filterPanelToggled(false));
    },
    [dispatch],
  );

  if (shellPanel) return createPortal(children, shellPanel);
  return (
    <aside aria-label="Sort & Filter" className={styles.ownPanel} hidden={!open}>
      {children}
    </aside>
  );
}
