import { combineSlices } from '@reduxjs/toolkit';
import { sessionSlice } from './session-slice';
import { uiSlice } from './ui-slice';
import { offlineSlice } from '../offline/offline-slice';
import { thriveApi } from '../api/thrive-api';
import { globalSingleton } from '../global-singleton';

/**
 * Slices remotes inject at run time. A remote declares its slice here by module
 * augmentation so selectors stay typed:
 *   declare module '@thrive/shared' { interface LazyLoadedSlices extends WithSlice<typeof mySlice> {} }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = globalSingleton('rootReducer', () =>
  combineSlices(sessionSlice, uiSlice, offlineSlice, thriveApi).withLazyLoadedSlices<LazyLoadedSlices>(),
);

export type RootState = ReturnType<typeof rootReducer>;
