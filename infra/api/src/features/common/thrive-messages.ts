import type { Database } from '../../db/database';
import { badRequest } from '../../http-errors';
import { listItems } from './reference-lists';
import { plantRequirements } from './plant-requirements';
import {
  NOT_SET_ID,
  sunDirection,
  sunPxTable,
  sunScore,
  THRIVE_SCORE,
  tooltip,
  waterDirection,
  waterScore,
} from '@thrive/shared/thrive';

/** "" is no warning: the fertilizer popup shows one only when a message exists (SPEC §5). */
const NO_WARNING = '';

/** An id that is not in its reference list is bad input, not an unknown value. */
function checkListed(ids: Set<number>, id: number, field: string, what: string) {
  if (id !== NOT_SET_ID && !ids.has(id))
    throw badRequest(`There is no ${what} ${id}.`, { [field]: `There is no ${what} ${id}.` });
}

/**
 * GET common/{plantId}/sunmessage/{sunRequirementId}: the directional sun tooltip (SPEC §8)
 * when a zone with that sun would score poor for the plant; "" otherwise. Undefined when
 * there is no such plant.
 */
export async function sunMessage(
  db: Database,
  plantId: number,
  sunRequirementId: number,
): Promise<string | undefined> {
  const items = await listItems(db, 'sun-requirements');
  checkListed(
    new Set(items.map((item) => item.Id)),
    sunRequirementId,
    'params.sunRequirementId',
    'sun requirement',
  );
  const plant = await plantRequirements(db, plantId);
  if (!plant) return undefined;
  const sunPx = sunPxTable(items.map((item) => ({ Id: item.Id, PX: Number(item.PX) })));
  const zone = { sunRequirementId };
  if (sunScore(plant, zone, sunPx) !== THRIVE_SCORE.Poor) return NO_WARNING;
  return tooltip('sun', THRIVE_SCORE.Poor, sunDirection(plant, zone, sunPx));
}

/** GET common/{plantId}/moisturemessage/{waterRequirementId}: as sunMessage, for water. */
export async function moistureMessage(
  db: Database,
  plantId: number,
  waterRequirementId: number,
): Promise<string | undefined> {
  const items = await listItems(db, 'water-requirements');
  checkListed(
    new Set(items.map((item) => item.Id)),
    waterRequirementId,
    'params.waterRequirementId',
    'water requirement',
  );
  const plant = await plantRequirements(db, plantId);
  if (!plant) return undefined;
  const zone = { waterRequirementId };
  if (waterScore(plant, zone) !== THRIVE_SCORE.Poor) return NO_WARNING;
  return tooltip('water', THRIVE_SCORE.Poor, waterDirection(plant, zone));
}
