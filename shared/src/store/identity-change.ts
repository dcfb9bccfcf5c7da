import type { Middleware } from '@reduxjs/toolkit';
import type { Identity } from '../contracts/identity';
import { thriveApi } from '../api/thrive-api';
import { forgetOfflineAnswers } from '../offline/forget-offline-answers';
import { identityReceived, sessionEnded, type SessionState } from './session-slice';

type Who = Pick<Identity, 'Id' | 'Token'> | null;

const identityIn = (state: unknown): Who =>
  (state as { session?: SessionState } | undefined)?.session?.identity ?? null;

/** Another gardener, or the same one with another token: not an update of the same session. */
export function isIdentityChange(before: Who, after: Who): boolean {
  if (!before) return false;
  return !after || before.Id !== after.Id || before.Token !== after.Token;
}

/**
 * A change of identity empties the API cache (issue 30). Calls name the gardener as
 * `users/{uid}/...`, filled in only when the call is sent, so the cache keys do not tell one
 * gardener's answers from another's: without this, a new key in the address switched the
 * stored identity while every screen went on showing the previous gardener's yards and
 * profile. The reset comes before the new identity, so no render sees the new gardener with
 * the old answers; mounted queries subscribe again and ask as the new gardener.
 *
 * Signing in from nobody keeps the cache: it holds only public answers then. A refused call
 * clears the identity (identityCleared) from inside the call, where a reset would abort that
 * very call; the page reloads after it anyway (SPEC §6). Signing out (sessionEnded) resets.
 * The answers the service worker kept for offline reading go with the cache, for the same
 * reason: they would show the previous gardener's garden to the next one, offline.
 */
export const resetCacheOnIdentityChange: Middleware = (store) => (next) => (action) => {
  const before = identityIn(store.getState());
  const after = identityReceived.match(action) ? action.payload : sessionEnded.match(action) ? null : before;
  if (isIdentityChange(before, after)) {
    store.dispatch(thriveApi.util.resetApiState());
    void forgetOfflineAnswers();
  }
  return next(action);
};
