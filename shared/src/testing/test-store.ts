import type { Identity } from '../contracts/identity';
import type { CarriedParams } from '../session';
import { carriedParamsChanged, createAppStore, identityReceived } from '../store';
import { testIdentity } from './identity';

export interface TestStoreOptions {
  /** Who is signed in, over gardener 42's identity; null: nobody (a public page). */
  identity?: Partial<Identity> | null;
  /** What the shell carries from address to address (key, av); nothing unless given. */
  carried?: CarriedParams;
}

/** A real store as the shell builds it, with gardener 42 signed in unless told otherwise. */
export function testStore({ identity = {}, carried }: TestStoreOptions = {}) {
  const store = createAppStore();
  if (identity) store.dispatch(identityReceived(testIdentity({ Id: 42, ...identity })));
  if (carried) store.dispatch(carriedParamsChanged(carried));
  return store;
}
