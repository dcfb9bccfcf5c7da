import type { Identity } from '@thrive/shared/contracts';
import { yardPagePath } from '../common/yard-page-path';

type YardFacts = Pick<Identity, 'YardCount' | 'DefaultYardId'>;

const hasOneDefaultYard = ({ YardCount, DefaultYardId }: YardFacts) => YardCount === 1 && DefaultYardId > 0;

/** SPEC §2.3 My Yard tile: yards/setup with no yards; the one default yard; else the list. */
export function myYardTileTarget(identity: YardFacts): string {
  if (identity.YardCount === 0) return '/yards/setup';
  return hasOneDefaultYard(identity) ? yardPagePath(identity.DefaultYardId) : '/yards';
}

/** SPEC §2.4 yards menu item: dashboard with no yards; the one default yard; else the list. */
export function myYardMenuTarget(identity: YardFacts): string {
  if (identity.YardCount === 0) return '/dashboard';
  return hasOneDefaultYard(identity) ? yardPagePath(identity.DefaultYardId) : '/yards';
}
