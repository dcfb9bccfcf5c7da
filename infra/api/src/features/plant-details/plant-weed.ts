import { and, eq, inArray } from 'drizzle-orm';
import { WEED_STATUSES, type PlantWeed, type WeedStatus } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { plants } from '../../db/schema';
import { plantInsteadOf } from '../../reference-data/weed-status';
import type { PlantRow } from './plant-facts';

const isWeedStatus = (status: string | null): status is WeedStatus =>
  (WEED_STATUSES as readonly (string | null)[]).includes(status);

/**
 * A weed's mark on its details (issue 28): the status the seed or import stored on the plant,
 * and the curated plants our list offers instead, in the list's order. Null for any other
 * plant. Alternatives are found by name at every call, so reseeding never leaves stale ids.
 */
export async function plantWeed(db: Database, plant: PlantRow): Promise<PlantWeed | null> {
  if (!isWeedStatus(plant.weedStatus)) return null;
  const names = plantInsteadOf(plant.botanicalName);
  const rows = names.length
    ? await db
        .select({ Id: plants.id, CommonName: plants.commonName, name: plants.botanicalName })
        .from(plants)
        .where(and(inArray(plants.botanicalName, [...names]), eq(plants.source, 'curated')))
    : [];
  const instead = names.flatMap((name) => rows.filter((row) => row.name === name));
  return { Status: plant.weedStatus, Instead: instead.map(({ Id, CommonName }) => ({ Id, CommonName })) };
}
