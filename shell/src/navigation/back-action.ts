import type { Identity } from '@thrive/shared/contracts';
import { PARTNER_TYPES } from '@thrive/shared/contracts';
import { HOME_PATH } from '../common/home-path';

export type BackAction = { kind: 'hidden' } | { kind: 'navigate'; to: string } | { kind: 'history' };

interface BackFacts {
  /** The route path without the query: `/zones/view`, `/plants/search`. */
  path: string;
  query: URLSearchParams;
  identity: Pick<Identity, 'GotoSearch' | 'PartnerTypeId'> | null;
  /** True when there is no earlier page of this app in the history to go back to. */
  shortHistory: boolean;
  /** The previous tracked url, for sessions inside the mobile app (av present). */
  previousTrackedUrl: string | null;
}

const on = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * SPEC §2.5 back logic, in SPEC's order (the route rules first: they hold on any screen):
 * - zones/view -> yards; yards/view -> home.
 * - plants/search with short history: hidden for search users; for a garden-centre
 *   partner's gardener (SPEC leaves the change open; our rule) it goes to the launch pad,
 *   their partner-branded home, so they are never stranded on search.
 * - av present (inside the mobile app) -> the previous tracked url, when there is one.
 * - ref=not with short history -> yards (arrived from a notification).
 * - otherwise back in history; but on the first screen of a visit (short history) there is
 *   no page of ours to go back to, and the browser's back would leave the app (a fresh tab's
 *   about:blank), so the arrow is hidden.
 */
export function backAction({
  path,
  query,
  identity,
  shortHistory,
  previousTrackedUrl,
}: BackFacts): BackAction {
  if (on(path, '/zones/view')) return { kind: 'navigate', to: '/yards' };
  if (on(path, '/yards/view')) return { kind: 'navigate', to: HOME_PATH };
  if (on(path, '/plants/search') && shortHistory) {
    if (identity?.PartnerTypeId === PARTNER_TYPES.GardenCenter) return { kind: 'navigate', to: HOME_PATH };
    if (identity?.GotoSearch) return { kind: 'hidden' };
  }
  if (query.has('av') && previousTrackedUrl) return { kind: 'navigate', to: previousTrackedUrl };
  if (query.get('ref') === 'not' && shortHistory) return { kind: 'navigate', to: '/yards' };
  if (shortHistory) return { kind: 'hidden' };
  return { kind: 'history' };
}
