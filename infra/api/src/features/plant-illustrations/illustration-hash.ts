import { createHash } from 'node:crypto';

/** A short hash of an illustration's bytes: its ETag, and how the seed sees a change. */
export function illustrationHash(svg: string): string {
  return createHash('sha256').update(svg).digest('base64url').slice(0, 16);
}
