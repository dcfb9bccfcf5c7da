import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A new screen opens at its top: the page is one document for every screen, so without this a
 * plant opened from far down the search results would open scrolled to its end. Going back
 * (POP) leaves the scroll alone, where the browser may put the gardener back where they were.
 */
export function useNewScreenAtTop(): void {
  const { pathname } = useLocation();
  const type = useNavigationType();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (type !== 'POP') (document.scrollingElement ?? document.documentElement).scrollTop = 0;
  }, [pathname, type]);
}
