import { useEffect, type RefObject } from 'react';

/**
 * A side panel's keyboard behaviour while open: focus moves into it, and Escape closes it
 * wherever focus is. On closing, focus goes back to `returnFocusTo` if it was inside.
 */
export function useSlidePanel(
  open: boolean,
  panelRef: RefObject<HTMLElement | null>,
  close: () => void,
  returnFocusTo: () => HTMLElement | null,
): void {
  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    const first = panel?.querySelector<HTMLElement>(
      'a[href], button:not([disabled]), input, select, textarea',
    );
    (first ?? panel)?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (panel?.contains(document.activeElement)) returnFocusTo()?.focus();
    };
  }, [open, panelRef, close, returnFocusTo]);
}
