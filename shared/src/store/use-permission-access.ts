import { useCallback } from 'react';
import { useStore } from 'react-redux';
import type { AppStore } from './store';
import { permissionRequested, selectPermission, type PermissionKind } from './permissions';

const useAppStore = useStore.withTypes<AppStore>();

/** Dispatches the request and resolves with the first answer that follows it. */
function useAccessRequest(kind: PermissionKind): () => Promise<boolean> {
  const store = useAppStore();
  return useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        const before = selectPermission(store.getState(), kind).answered;
        // Subscribed before dispatching, so an answer given during the dispatch is heard.
        const unsubscribe = store.subscribe(() => {
          const { answered, granted } = selectPermission(store.getState(), kind);
          if (answered === before) return;
          unsubscribe();
          resolve(granted === true);
        });
        store.dispatch(permissionRequested(kind));
      }),
    [store, kind],
  );
}

/**
 * `const askForCamera = useCameraAccess(); if (await askForCamera()) openCamera(); else
 * openPhotoLibrary();` Runs SPEC §4's camera flow (at once, or after the Camera Access
 * dialog) and resolves with whether the camera may be used.
 */
export const useCameraAccess = (): (() => Promise<boolean>) => useAccessRequest('camera');

/**
 * `const askForLocation = useLocationAccess(); const granted = await askForLocation();`
 * Runs SPEC §4's location flow; on true the device location is in browser storage
 * (readDeviceLocation), or arrives there from the wrapper shortly after.
 */
export const useLocationAccess = (): (() => Promise<boolean>) => useAccessRequest('location');
