import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { closeToastsOfLeftScreen, gardenerActed, historyMoved } from '@thrive/shared';

/** What counts as the gardener acting: a tap or click, a key; the history moving, see historyMoved. */
const ACTS = ['pointerdown', 'keydown'] as const;

/**
 * Toasts belong to their screen: when the address moves to another screen, the toasts of the
 * screen left close, so none follows the gardener. A toast raised by the act that moved them
 * (a success before the page goes back to its list) is the new screen's and stays. Mount
 * once, inside the router and the toast host.
 */
export function ScreenToasts() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);

  useEffect(() => {
    for (const act of ACTS) window.addEventListener(act, gardenerActed, { capture: true });
    window.addEventListener('popstate', historyMoved, { capture: true });
    return () => {
      for (const act of ACTS) window.removeEventListener(act, gardenerActed, { capture: true });
      window.removeEventListener('popstate', historyMoved, { capture: true });
    };
  }, []);

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    closeToastsOfLeftScreen();
  }, [pathname]);
  return null;
}
