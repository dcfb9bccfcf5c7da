import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Whether the screens show answers kept for offline use (DESIGN §5): `savedAt` is when the
 * oldest answer shown since the network last answered was saved, or null while the network
 * answers. The shell's offline notice reads it.
 */
export interface OfflineState {
  savedAt: string | null;
}

const initialState: OfflineState = { savedAt: null };

export const offlineSlice = createSlice({
  name: 'offline',
  initialState,
  reducers: {
    keptAnswerShown(state, action: PayloadAction<string>) {
      if (state.savedAt === null || action.payload < state.savedAt) state.savedAt = action.payload;
    },
    networkAnswered(state) {
      state.savedAt = null;
    },
  },
  selectors: {
    selectOfflineSavedAt: (state) => state.savedAt,
  },
});

export const { keptAnswerShown, networkAnswered } = offlineSlice.actions;
export const { selectOfflineSavedAt } = offlineSlice.selectors;
