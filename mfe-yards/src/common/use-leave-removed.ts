import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { forgetRemoved, useAppDispatch, type RemovedFromGarden } from '@thrive/shared';

/**
 * After a yard or zone is deleted or given away: goes to `to` (a carried link) and, once the
 * screen that showed it is gone, drops its cached reads and refreshes the rest. In that order:
 * a screen still showing it would read it again at once, and answer the gardener with 404s
 * (or, for a yard given away, 403s that end the session, SPEC §6).
 */
export function useLeaveRemoved(): (to: string, removed: RemovedFromGarden) => void {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const mounted = useRef(false);
  const removedOnLeaving = useRef<RemovedFromGarden | null>(null);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      const removed = removedOnLeaving.current;
      if (!removed) return;
      removedOnLeaving.current = null;
      // The screen's reads let go of the cache in cleanups of their own, some after this
      // one: forget once every cleanup of this screen has run.
      queueMicrotask(() => dispatch(forgetRemoved(removed)));
    };
  }, [dispatch]);

  return useCallback(
    (to: string, removed: RemovedFromGarden) => {
      // Already gone (the gardener left while the call ran): nothing shows it, forget now.
      if (!mounted.current) dispatch(forgetRemoved(removed));
      else removedOnLeaving.current = removed;
      navigate(to);
    },
    [dispatch, navigate],
  );
}
