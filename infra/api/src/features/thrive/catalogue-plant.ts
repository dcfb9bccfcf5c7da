import { eq } from 'drizzle-orm';
import type { PlantRequirements } from '@thrive/shared/thrive';
import type { Database } from '../../db/database';
import { plants } from '../../db/schema';
import { badRequest } from '../../http-errors';

/** A catalogue plant's requirements (SPEC §3 Plant reference data), or undefined. */
export async function plantRequirements(
  db: Database,
  plantId: number,
): Promise<PlantRequirements | undefined> {
  const [plant] = await db
    .select({
      SunRequirementId: plants.sunRequirementId,
      AltSunRequirementId: plants.altSunRequirementId,
      WaterRequirementId: plants.waterRequirementId,
      ZoneLowId: plants.zoneLowId,
      ZoneHighId: plants.zoneHighId,
    })
    .from(plants)
    .where(eq(plants.id, plantId));
  return plant;
}

/**
 * A catalogue plant's requirements; an unknown id is bad input (400) naming the field,
 * since plants are reference data, not something a gardener owns.
 */
export async function cataloguePlant(
  db: Database,
  plantId: number,
  field: string,
): Promise<{ plantId: number; requirements: PlantRequirements }> {
  const plant = await plantRequirements(db, plantId);
  if (!plant) {
    const message = `There is no plant ${plantId}.`;
    throw badRequest(message, { [field]: message });
  }
  return { plantId, requirements: plant };
}
