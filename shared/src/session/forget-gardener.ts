import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { thriveApi } from '../api/thrive-api';
import { forgetOfflineAnswers } from '../offline/forget-offline-answers';
import { sessionEnded } from '../store/session-slice';
import { writeLocal, writeSession } from './browser-storage';
import { SESSION_KEYS, STORAGE_KEYS } from './storage-keys';

/**
 * What this browser keeps of one gardener rather than of the device: the identity with its
 * token, and the suggest draft they were writing. Permission answers, the device location and
 * the per-gardener prompt records (keyed by user id) belong to the device and stay.
 */
export const GARDENER_STORAGE_KEYS = [STORAGE_KEYS.identity, STORAGE_KEYS.suggestFilter] as const;

/**
 * Signing out on this device (issue 30): the identity and its token leave browser storage,
 * this visit's prompt records too (so whoever signs in next gets theirs), the session slice
 * ends and no answer of the gardener's stays in the API cache. The server side (DELETE
 * bridge/session), the address and the wrapper are the caller's.
 */
export const forgetSignedInGardener = () => (dispatch: Dispatch<UnknownAction>) => {
  // Through browser-storage, which never throws: blocked storage must not stop a sign-out.
  for (const key of GARDENER_STORAGE_KEYS) writeLocal(key, null);
  for (const key of Object.values(SESSION_KEYS)) writeSession(key, null);
  dispatch(sessionEnded());
  // The identity change resets the cache already; this also covers a store with no identity.
  dispatch(thriveApi.util.resetApiState());
  // Nor any answer the service worker kept for reading offline.
  void forgetOfflineAnswers();
};
