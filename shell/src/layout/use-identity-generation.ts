import { useState } from 'react';
import { isIdentityChange, selectIdentity, useAppSelector } from '@thrive/shared';

/**
 * A number that grows whenever the identity changes to another gardener or token, or goes
 * (issue 30). Keyed on it, the page on screen starts afresh: its own state (a form filled from
 * the previous gardener's yard, a chosen zone) goes with the API cache, which the store resets
 * at the same change. Signing in from nobody keeps the page, as it keeps the cache.
 */
export function useIdentityGeneration(): number {
  const identity = useAppSelector(selectIdentity);
  const [seen, setSeen] = useState({ identity, generation: 0 });
  if (seen.identity === identity) return seen.generation;
  // Derived during render (React's "storing information from previous renders").
  const generation = seen.generation + (isIdentityChange(seen.identity, identity) ? 1 : 0);
  setSeen({ identity, generation });
  return generation;
}
