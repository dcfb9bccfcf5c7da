import type { PlantRequirements } from '@thrive/shared/thrive';
import type { Database } from '../../db/database';
import { badRequest } from '../../http-errors';
import { plantRequirements } from '../common/plant-requirements';

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
