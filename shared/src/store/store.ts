import { configureStore } from '@reduxjs/toolkit';
// The shared entry point: '@reduxjs/toolkit/query' alone is a second copy of RTK Query.
import { setupListeners } from '@reduxjs/toolkit/query/react';
import { rootReducer, type RootState } from './root-reducer';
import { thriveApi } from '../api/thrive-api';
import { globalSingleton } from '../global-singleton';
import { resetCacheOnIdentityChange } from './identity-change';

export function createAppStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().concat(resetCacheOnIdentityChange, thriveApi.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

/** The one store of the page, shared by the shell and every remote (DESIGN §3). */
export const store = globalSingleton('store', () => {
  const created = createAppStore();
  setupListeners(created.dispatch);
  return created;
});
