import { z } from 'zod';
import { REMOTE_NAMES, type RemoteName } from './remote-names';

/**
 * A manifest address is either same-origin (`/remotes/...`) or an absolute http(s)
 * URL (a partner's own build on another origin). It must name the `mf-manifest.json`
 * so the runtime resolves chunks relative to it.
 */
const manifestUrl = z
  .string()
  .refine(
    // A backslash is read as a slash by browsers, so `/\\host` would leave our origin.
    (value) => !value.includes('\\') && (/^\/(?!\/)/.test(value) || /^https?:\/\/[^/]+/.test(value)),
    'must be a path starting with "/" or an absolute http(s) URL, without backslashes',
  )
  .refine((value) => /mf-manifest\.json(\?.*)?$/.test(value), 'must point to an mf-manifest.json');

/** `/remotes.json` and `infra/partners/*.json`: every remote name mapped to its manifest. */
export const remoteMapSchema = z.strictObject(
  Object.fromEntries(REMOTE_NAMES.map((name) => [name, manifestUrl])) as Record<
    RemoteName,
    typeof manifestUrl
  >,
);

export type RemoteMap = z.infer<typeof remoteMapSchema>;

export class RemoteMapError extends Error {
  override name = 'RemoteMapError';
}

/** Validates a remote map, throwing one readable message that lists every problem. */
export function parseRemoteMap(input: unknown, source = 'remote map'): RemoteMap {
  const result = remoteMapSchema.safeParse(input);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const where = issue.path.length ? issue.path.join('.') : '(root)';
    if (issue.code === 'unrecognized_keys') {
      return `unknown remote ${issue.keys.map((k) => `"${k}"`).join(', ')} (known: ${REMOTE_NAMES.join(', ')})`;
    }
    if (issue.code === 'invalid_type' && issue.path.length === 1) {
      return `${where}: missing or not a string`;
    }
    return `${where}: ${issue.message}`;
  });
  throw new RemoteMapError(`Invalid ${source}: ${problems.join('; ')}`);
}

/** Origins other than our own that a map loads code from (for the CSP). */
export function foreignOrigins(map: RemoteMap): string[] {
  const origins = Object.values(map)
    .filter((url) => /^https?:\/\//.test(url))
    .map((url) => new URL(url).origin);
  return [...new Set(origins)].sort();
}
