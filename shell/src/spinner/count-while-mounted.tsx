import { useEffect } from 'react';
import { loadFinished, loadStarted, useAppDispatch } from '@thrive/shared';

/**
 * Counts one pending load for the global spinner while it is on screen; as a Suspense
 * fallback it covers a remote area loading on navigation (SPEC §2.1).
 */
export function CountWhileMounted() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(loadStarted());
    return () => {
      dispatch(loadFinished());
    };
  }, [dispatch]);
  return null;
}
