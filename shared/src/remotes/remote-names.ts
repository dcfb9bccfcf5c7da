/** The five remotes of the platform, by package folder name (DESIGN §2). */
export const REMOTE_NAMES = ['mfe-yards', 'mfe-plants', 'mfe-tasks', 'mfe-landscape', 'mfe-account'] as const;

export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * Module Federation container names must be valid identifiers, so `mfe-yards` is
 * `mfe_yards` inside the runtime; folder names stay hyphenated everywhere else.
 */
export function federationName(remote: RemoteName): string {
  return remote.replace(/-/g, '_');
}

/** The name a gardener sees when an area cannot load. */
export const REMOTE_AREA_LABELS: Record<RemoteName, string> = {
  'mfe-yards': 'My Yard',
  'mfe-plants': 'Plants',
  'mfe-tasks': 'Tasks',
  'mfe-landscape': 'Landscape Design',
  'mfe-account': 'Account and Help',
};
