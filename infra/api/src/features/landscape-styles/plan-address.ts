import { createHash } from 'node:crypto';

/** A short hash of the plan's bytes: the same plan, the same version. */
export function planVersion(svg: string): string {
  return createHash('sha256').update(svg).digest('base64url').slice(0, 12);
}

/**
 * The address of a style's planting plan, with its content version: the plan is served with
 * a long cache, so a changed plan must have a new address.
 */
export function planAddress(styleId: number, svg: string): string {
  return `/api/LandscapeStyles/${styleId}/Plan.svg?v=${planVersion(svg)}`;
}
