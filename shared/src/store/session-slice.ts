import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Identity } from '../contracts/identity';
import type { CarriedParams } from '../session/carried-params';
import { loadStoredIdentity } from '../session/identity-storage';

export interface SessionState {
  identity: Identity | null;
  /** Carried query parameters of the current address (SPEC §2.1). */
  carried: CarriedParams;
}

const initialState = (): SessionState => ({ identity: loadStoredIdentity(), carried: {} });

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    identityReceived(state, action: PayloadAction<Identity>) {
      state.identity = action.payload;
    },
    identityCleared(state) {
      state.identity = null;
    },
    /**
     * The gardener signed out (issue 30): no identity, and the sign-in key is no longer
     * carried. The other carried parameters describe the visit, not the gardener: they stay.
     */
    sessionEnded(state) {
      state.identity = null;
      delete state.carried.key;
    },
    carriedParamsChanged(state, action: PayloadAction<CarriedParams>) {
      state.carried = action.payload;
    },
  },
  selectors: {
    selectIdentity: (state) => state.identity,
    selectUserId: (state) => state.identity?.Id ?? 0,
    selectCarriedParams: (state) => state.carried,
  },
});

export const { identityReceived, identityCleared, sessionEnded, carriedParamsChanged } = sessionSlice.actions;
export const { selectIdentity, selectUserId, selectCarriedParams } = sessionSlice.selectors;
