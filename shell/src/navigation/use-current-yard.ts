import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { Identity } from '@thrive/shared';
import { currentYardId, rememberCurrentYard, yardIdInPath } from './current-yard';

/**
 * Follows the pages the gardener views and answers their current yard (SPEC §2.4): the yard
 * on screen, else the yard last viewed, else the default yard, else 0. Mounted with the side
 * menu, which is on every page but the public ones.
 */
export function useCurrentYardId(identity: Identity | null): number {
  const { pathname } = useLocation();
  const viewed = yardIdInPath(pathname);
  const userId = identity?.Id ?? 0;
  useEffect(() => {
    if (viewed !== null && userId > 0) rememberCurrentYard(userId, viewed);
  }, [viewed, userId]);
  if (!identity) return 0;
  return viewed ?? currentYardId(identity);
}
