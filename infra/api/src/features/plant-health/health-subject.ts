import { eq } from 'drizzle-orm';
import type { ValidPlantHealthRequest } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { plantZones } from '../../db/schema';
import { badRequest } from '../../http-errors';
import { checkCataloguePlant } from '../media/owned-media';

/** The plant assessed, and the gardener's zone it grows in (null: a catalogue plant alone). */
export interface HealthSubject {
  plantId: number;
  zoneId: number | null;
}

/**
 * The plant the request names. Ids in a body are not seen by the route guard, so they are
 * checked here as the photo calls check theirs: another gardener's plant-in-zone is 403
 * (SPEC §6), one that does not exist is bad input (400) naming its field.
 */
export async function healthSubject(
  db: Database,
  userId: number,
  request: ValidPlantHealthRequest,
): Promise<HealthSubject> {
  if (request.PlantZoneId > 0) {
    const [row] = await db
      .select({ userId: plantZones.userId, plantId: plantZones.plantId, zoneId: plantZones.zoneId })
      .from(plantZones)
      .where(eq(plantZones.id, request.PlantZoneId));
    // Another gardener's plant is answered as a missing one: ids cannot be mapped.
    if (row?.userId !== userId) {
      const message = `There is no plant in a zone ${request.PlantZoneId}.`;
      throw badRequest(message, { 'body.PlantZoneId': message });
    }
    return { plantId: row.plantId, zoneId: row.zoneId };
  }
  await checkCataloguePlant(db, request.PlantId, 'body.PlantId');
  return { plantId: request.PlantId, zoneId: null };
}
