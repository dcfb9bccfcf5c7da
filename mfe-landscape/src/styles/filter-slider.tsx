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
import styles from './style-filters.module.css';

/**
 * The sort and filter side panel (SPEC §2.5): the header's Filter action and the page's
 * Filters button open it. Inside the shell the filters go into the shell's panel, which holds
 * focus and Escape; standing alone (development, tests) the page shows its own. It closes when
 * the page scrolls (SPEC §4) and when the gardener leaves the page. Its content is made on the
 * first opening only (the options cost calls) and afresh on each opening (a draft not applied
 * is dropped).
 */
export function FilterSlider({ children }: { children: (opening: number) => ReactNode }) {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectFilterPanelOpen);
  const [shellPanel] = useState(() => document.getElementById(SORT_FILTER_PANEL_ID));
  // Counted on opening, not on closing: the content stays until the panel is gone, so the
  // shell can give focus back to the Filter button.
  const [opening, setOpening] = useState(open ? 1 : 0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpening((count) => count + 1);
  }

  useCloseOnScroll(open, () => dispatch(filterPanelToggled(false)));
  useEffect(
    () => () => {
      dispatch(filterPanelToggled(false));
    },
    [dispatch],
  );

  const content = opening > 0 ? children(opening) : null;
  if (shellPanel) return createPortal(<div className={styles.slider}>{content}</div>, shellPanel);
  return (
    <aside aria-label="Style filters" className={`${styles.slider} ${styles.ownSlider}`} hidden={!open}>
      {content}
    </aside>
  );
}
