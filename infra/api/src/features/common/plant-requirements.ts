import { eq } from 'drizzle-orm';
import type { PlantRequirements } from '@thrive/shared/thrive';
import type { Database } from '../../db/database';
import { plants } from '../../db/schema';

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
