import type { SuggestPlantsResponse } from '@thrive/shared/contracts';
import type { ZoneConditions } from '@thrive/shared/thrive';
import type { Database } from '../../db/database';
import { listItems } from '../common/reference-lists';

export type SpotNames = SuggestPlantsResponse['Spot'];

/** The sun, water and hardiness zone of a spot by name ('' for one that is not set). */
export async function spotNames(db: Database, spot: ZoneConditions): Promise<SpotNames> {
  const [sun, water, hardiness] = await Promise.all(
    ['sun-requirements', 'water-requirements', 'hardiness-zones'].map((list) => listItems(db, list)),
  );
  const name = (items: typeof sun, id: number) => items?.find((item) => item.Id === id)?.Name ?? '';
  return {
    Sun: name(sun, spot.sunRequirementId),
    Water: name(water, spot.waterRequirementId),
    HardinessZone: name(hardiness, spot.yardHardinessZoneId),
  };
}
