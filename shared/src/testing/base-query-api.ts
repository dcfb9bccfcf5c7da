import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { AppStore } from '../store/store';

/** What RTK Query hands a base query, built around a real store (DESIGN §8: a real store per test). */
export function baseQueryApiFor(store: AppStore, type: BaseQueryApi['type'] = 'mutation'): BaseQueryApi {
  return {
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch: store.dispatch,
    getState: store.getState,
    extra: undefined,
    endpoint: 'testEndpoint',
    type,
  };
}
