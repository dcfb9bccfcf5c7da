import { inArray } from 'drizzle-orm';
import type { PlantRequirements } from '@thrive/shared/thrive';
import type { Database } from '../../db/database';
import { plants } from '../../db/schema';
import { cachedReference } from '../common/reference-cache';

/** What the Thrive Scorecard shows and scores of a catalogue plant. */
export interface PlantFacts {
  id: number;
  commonName: string;
  botanicalName: string;
  requirements: PlantRequirements;
}

/**
 * Plants already read, by id, in a holder that reference-cache.ts keeps: the catalogue is
 * reference data that changes only when it is seeded or imported, so the holder is dropped
 * at once by a seed in this process and, by notification, on every other instance
 * (REFERENCE_CACHE_MS stays the bound if one is lost).
 * Freezing the holder, as that cache may, leaves the entries of its Map writable. Only
 * plants that some garden grows are kept, never a whole 50,000-plant catalogue.
 */
const knownPlants = (db: Database) =>
  cachedReference(db, 'thrive:plant-facts', async () => ({ byId: new Map<number, PlantFacts>() }));

async function readPlants(db: Database, ids: number[]): Promise<PlantFacts[]> {
  const rows = await db
    .select({
      id: plants.id,
      commonName: plants.commonName,
      botanicalName: plants.botanicalName,
      SunRequirementId: plants.sunRequirementId,
      AltSunRequirementId: plants.altSunRequirementId,
      WaterRequirementId: plants.waterRequirementId,
      ZoneLowId: plants.zoneLowId,
      ZoneHighId: plants.zoneHighId,
    })
    .from(plants)
    .where(inArray(plants.id, ids));
  return rows.map(({ id, commonName, botanicalName, ...requirements }) => ({
    id,
    commonName,
    botanicalName,
    requirements,
  }));
}

/**
 * The facts of these plants, from memory when known: reading the names and requirements of
 * a 1,000-plant yard's plants took longer than everything else its table needs. Ids that
 * are not in the catalogue are left out.
 */
export async function plantFacts(db: Database, ids: ReadonlySet<number>): Promise<PlantFacts[]> {
  const { byId } = await knownPlants(db);
  const missing = [...ids].filter((id) => !byId.has(id));
  if (missing.length > 0) for (const plant of await readPlants(db, missing)) byId.set(plant.id, plant);
  return [...ids].flatMap((id) => byId.get(id) ?? []);
}
