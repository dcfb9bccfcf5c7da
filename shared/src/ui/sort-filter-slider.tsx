import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { filterPanelToggled, selectFilterPanelOpen, SORT_FILTER_PANEL_ID } from '../store/ui-slice';
import { useCloseOnScroll } from './use-close-on-scroll';
import styles from './sort-filter-slider.module.css';

/** How long the shell's side panels take to slide in (SPEC §4: 400 ms unless an area says otherwise). */
const ANIMATION_VARIABLE = '--thrive-menu-animation';

export interface SortFilterSliderProps {
  /** The name of the slider's own panel, which shows when the page stands alone (no shell). */
  label: string;
  /**
   * What the slider holds. As a function of the opening count it is made on the first opening
   * only (filter options cost calls) and can start afresh on each opening (`key={opening}`: a
   * draft not applied is dropped).
   */
  children: ReactNode | ((opening: number) => ReactNode);
  /** The shell's panel slides in this fast while the slider is on screen (SPEC §4, §9). */
  animationMs?: number;
  /** A test id on the slider's own panel. */
  testId?: string;
}

/**
 * An area's sort & filter side slider (SPEC §2.5, §4, §9: 300 px): the header's Filter action
 * opens it. Inside the shell its content goes into the shell's sort & filter panel, which
 * slides in, holds focus and closes on Escape; standing alone (development, tests) the page
 * shows a panel of its own. It closes when the gardener scrolls the page (SPEC §4 "Slider
 * menus close on scroll") and when they leave the page.
 */
export function SortFilterSlider({ label, children, animationMs, testId }: SortFilterSliderProps) {
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

  useEffect(() => {
    const frame = shellPanel?.parentElement;
    if (!frame || animationMs === undefined) return;
    const before = frame.style.getPropertyValue(ANIMATION_VARIABLE);
    frame.style.setProperty(ANIMATION_VARIABLE, `${animationMs}ms`);
    return () => {
      if (before) frame.style.setProperty(ANIMATION_VARIABLE, before);
      else frame.style.removeProperty(ANIMATION_VARIABLE);
    };
  }, [shellPanel, animationMs]);

  useCloseOnScroll(open, () => dispatch(filterPanelToggled(false)));

  useEffect(
    () => () => {
      dispatch(filterPanelToggled(false));
    },
    [dispatch],
  );

  const content = typeof children !== 'function' ? children : opening > 0 ? children(opening) : null;
  // The shell's panel is the frame: the content brings its own padding.
  if (shellPanel) return createPortal(content, shellPanel);
  return (
    <aside aria-label={label} className={styles.ownSlider} hidden={!open} data-testid={testId}>
      {content}
    </aside>
  );
}
