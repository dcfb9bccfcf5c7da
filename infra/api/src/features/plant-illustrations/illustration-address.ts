import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { plantIllustrations } from '../../db/schema';

/**
 * How much of the stored hash the address carries: enough that a redrawn illustration never
 * gets an address a browser already holds (48 bits), short enough for every plant card.
 */
const ILLUSTRATION_VERSION_LENGTH = 8;

/**
 * Where a plant's illustration is served (features/plant-illustrations/plant-illustrations-routes.ts), under /api like
 * every address the API hands out. The route answers "immutable" for a year, so the address
 * carries the drawing's version: a changed drawing gets a new address.
 */
export const illustrationAddress = (plantId: number, hash: string): string =>
  `/api/Plants/${plantId}/Illustration.svg?v=${hash.slice(0, ILLUSTRATION_VERSION_LENGTH)}`;

/** The illustration addresses of these plants, in one query; a plant without one is left out. */
export async function illustrationAddresses(
  db: Database,
  plantIds: readonly number[],
): Promise<ReadonlyMap<number, string>> {
  if (plantIds.length === 0) return new Map();
  const rows = await db
    .select({ plantId: plantIllustrations.plantId, hash: plantIllustrations.hash })
    .from(plantIllustrations)
    .where(inArray(plantIllustrations.plantId, [...new Set(plantIds)]));
  return new Map(rows.map((row) => [row.plantId, illustrationAddress(row.plantId, row.hash)]));
}
