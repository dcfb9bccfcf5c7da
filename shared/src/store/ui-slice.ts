import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface UiState {
  /** Title the header shows; set by whichever area is on screen. */
  headerTitle: string;
  menuOpen: boolean;
  /** Number of pending loads that want the global spinner (SPEC §4 spinner counter). */
  pendingLoads: number;
}

const initialState: UiState = { headerTitle: '', menuOpen: false, pendingLoads: 0 };

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    headerTitleSet(state, action: PayloadAction<string>) {
      state.headerTitle = action.payload;
    },
    menuToggled(state, action: PayloadAction<boolean | undefined>) {
      state.menuOpen = action.payload ?? !state.menuOpen;
    },
    loadStarted(state) {
      state.pendingLoads += 1;
    },
    loadFinished(state) {
      state.pendingLoads = Math.max(0, state.pendingLoads - 1);
    },
  },
  selectors: {
    selectHeaderTitle: (state) => state.headerTitle,
    selectMenuOpen: (state) => state.menuOpen,
    selectIsLoading: (state) => state.pendingLoads > 0,
  },
});

export const { headerTitleSet, menuToggled, loadStarted, loadFinished } = uiSlice.actions;
export const { selectHeaderTitle, selectMenuOpen, selectIsLoading } = uiSlice.selectors;
