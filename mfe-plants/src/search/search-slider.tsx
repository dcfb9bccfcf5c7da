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
import styles from './search.module.css';

/** SPEC §4, §9: the search slider appears at once (the other sliders slide in 400 ms). */
export const SEARCH_SLIDER_ANIMATION_MS = 0;
const ANIMATION_VARIABLE = '--thrive-menu-animation';

/**
 * The search-criteria side slider (SPEC §2.6): the header's Filter action opens it. Inside the
 * shell the filters go into the shell's sort & filter panel (300 px, SPEC §9), which holds focus
 * and Escape; standing alone (development, tests) the page shows its own. It closes when the
 * page scrolls (SPEC §4 "Slider menus close on scroll") and when the gardener leaves the search.
 */
export function SearchSlider({ children }: { children: (opening: number) => ReactNode }) {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectFilterPanelOpen);
  const [shellPanel] = useState(() => document.getElementById(SORT_FILTER_PANEL_ID));
  // Counts the openings, so the filters can start afresh each time. Not on closing: the
  // content stays until then, so the shell can give focus back to the Filter button.
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpening((count) => count + 1);
  }

  useEffect(() => {
    const frame = shellPanel?.parentElement;
    if (!frame) return;
    const before = frame.style.getPropertyValue(ANIMATION_VARIABLE);
    frame.style.setProperty(ANIMATION_VARIABLE, `${SEARCH_SLIDER_ANIMATION_MS}ms`);
    return () => {
      if (before) frame.style.setProperty(ANIMATION_VARIABLE, before);
      else frame.style.removeProperty(ANIMATION_VARIABLE);
    };
  }, [shellPanel]);

  useCloseOnScroll(open, () => dispatch(filterPanelToggled(false)));

  useEffect(
    () => () => {
      dispatch(filterPanelToggled(false));
    },
    [dispatch],
  );

  if (shellPanel) return createPortal(<div className={styles.slider}>{children(opening)}</div>, shellPanel);
  return (
    <aside
      aria-label="Search filters"
      className={`${styles.slider} ${styles.ownSlider}`}
      hidden={!open}
      data-testid="search-slider"
    >
      {children(opening)}
    </aside>
  );
}
