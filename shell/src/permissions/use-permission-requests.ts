import { useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import {
  type AppStore,
  type Identity,
  type PermissionKind,
  selectIdentity,
  selectPermission,
} from '@thrive/shared';

/**
 * Calls `onRequest` once for each request of `kind` dispatched while mounted (an area ran
 * requestCameraAccess or requestLocationAccess). Listening to the store, rather than an effect
 * on the counter, runs the flow in the request's own tick.
 */
export function usePermissionRequests(
  kind: PermissionKind,
  onRequest: (identity: Identity | null) => void,
): void {
  const store = useStore.withTypes<AppStore>()();
  const latest = useRef(onRequest);
  useEffect(() => {
    latest.current = onRequest;
  });

  useEffect(() => {
    let handled = selectPermission(store.getState(), kind).requested;
    return store.subscribe(() => {
      const state = store.getState();
      const { requested } = selectPermission(state, kind);
      if (requested === handled) return;
      handled = requested;
      latest.current(selectIdentity(state));
    });
  }, [store, kind]);
}
