import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { navigationTracked, useAppDispatch } from '@thrive/shared';
import { advanceTrail, isBackNavigation, readTrail, trailFacts, writeTrail } from './navigation-trail';

/**
 * Follows every in-app move and puts short history and the previous tracked url in the store.
 * A layout effect: the header reads these for the page just shown, so they must be current
 * before it paints (the back arrow would otherwise flash in or out for a frame).
 */
export function useNavigationTrail(): void {
  const { key, pathname, search, state } = useLocation();
  const type = useNavigationType();
  const dispatch = useAppDispatch();
  useLayoutEffect(() => {
    const trail = advanceTrail(readTrail(), {
      key,
      url: pathname + search,
      type,
      back: isBackNavigation(state),
    });
    writeTrail(trail);
    dispatch(navigationTracked(trailFacts(trail)));
  }, [dispatch, key, pathname, search, state, type]);
}
