import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface UiState {
  /** Title the header shows; set by whichever area is on screen. */
  headerTitle: string;
  menuOpen: boolean;
  /** Number of pending loads that want the global spinner (SPEC §4 spinner counter). */
  pendingLoads: number;
  /** Pending plant-detail loads: their own spinner, 'Retrieving plant details...' (SPEC §2.6). */
  pendingPlantDetailLoads: number;
}

const initialState: UiState = {
  headerTitle: '',
  menuOpen: false,
  pendingLoads: 0,
  pendingPlantDetailLoads: 0,
};

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
    plantDetailsLoadStarted(state) {
      state.pendingPlantDetailLoads += 1;
    },
    plantDetailsLoadFinished(state) {
      state.pendingPlantDetailLoads = Math.max(0, state.pendingPlantDetailLoads - 1);
    },
  },
  selectors: {
    selectHeaderTitle: (state) => state.headerTitle,
    selectMenuOpen: (state) => state.menuOpen,
    selectIsLoading: (state) => state.pendingLoads > 0,
    selectIsLoadingPlantDetails: (state) => state.pendingPlantDetailLoads > 0,
  },
});

export const {
  headerTitleSet,
  menuToggled,
  loadStarted,
  loadFinished,
  plantDetailsLoadStarted,
  plantDetailsLoadFinished,
} = uiSlice.actions;
export const { selectHeaderTitle, selectMenuOpen, selectIsLoading, selectIsLoadingPlantDetails } =
  uiSlice.selectors;
