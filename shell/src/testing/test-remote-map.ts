import type { RemoteMap } from '@thrive/shared';

/** A valid map: same-origin remotes and one partner remote on another origin. */
export const TEST_REMOTE_MAP: RemoteMap = {
  'mfe-yards': '/remotes/mfe-yards/mf-manifest.json',
  'mfe-plants': '/remotes/mfe-plants/mf-manifest.json',
  'mfe-tasks': '/remotes/mfe-tasks/mf-manifest.json',
  'mfe-landscape': 'https://cdn.partner.example/landscape/mf-manifest.json',
  'mfe-account': '/remotes/mfe-account/mf-manifest.json',
};
