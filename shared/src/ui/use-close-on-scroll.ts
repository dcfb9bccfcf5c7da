import { useEffect, useEffectEvent } from 'react';

/** Events by which a person scrolls a page (wheel, touch, keys, the scrollbar). */
const SCROLL_INPUTS = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;
/** How long after such an event a scroll counts as theirs. */
export const SCROLL_INPUT_WINDOW_MS = 1000;

/**
 * SPEC §4 "Slider menus close on scroll": while `open`, a scroll the gardener makes calls
 * `close`. Scrolls the page makes by itself (content loading below, the browser restoring a
 * position after navigation) do not: a panel opened while a list loads would otherwise close
 * at once.
 */
export function useCloseOnScroll(open: boolean, close: () => void) {
  const onClose = useEffectEvent(close);
  useEffect(() => {
    if (!open) return;
    let lastInput = -Infinity;
    const input = () => {
      lastInput = performance.now();
    };
    const scrolled = () => {
      if (performance.now() - lastInput <= SCROLL_INPUT_WINDOW_MS) onClose();
    };
    for (const name of SCROLL_INPUTS) window.addEventListener(name, input, { passive: true, capture: true });
    window.addEventListener('scroll', scrolled, { passive: true });
    return () => {
      for (const name of SCROLL_INPUTS) window.removeEventListener(name, input, { capture: true });
      window.removeEventListener('scroll', scrolled);
    };
  }, [open]);
}
