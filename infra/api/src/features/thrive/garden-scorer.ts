import { scorePlantInZone, sunPxTable, type PlantScorecard, type SunPxTable } from '@thrive/shared/thrive';
import type { Database } from '../../db/database';
import { listItems } from '../common/reference-lists';
import type { GardenZone } from './garden-plants';

/** The sun PX table (DESIGN §7) from the SunRequirements list: read once per request. */
export async function loadSunPx(db: Database): Promise<SunPxTable> {
  const items = await listItems(db, 'sun-requirements');
  return sunPxTable(items.map((item) => ({ Id: item.Id, PX: Number(item.PX) })));
}

export type GardenScorer = (
  plant: { plantId: number; requirements: Parameters<typeof scorePlantInZone>[0] },
  zone: GardenZone,
) => PlantScorecard;

/**
 * Scores plants in zones with `scorePlantInZone`, each plant and zone pair once: a table
 * asks the same pair again for every row that could move there (BetterZones).
 */
export function gardenScorer(sunPx: SunPxTable): GardenScorer {
  const byZone = new Map<number, Map<number, PlantScorecard>>();
  return (plant, zone) => {
    let byPlant = byZone.get(zone.id);
    if (!byPlant) byZone.set(zone.id, (byPlant = new Map()));
    let scorecard = byPlant.get(plant.plantId);
    if (!scorecard)
      byPlant.set(plant.plantId, (scorecard = scorePlantInZone(plant.requirements, zone.conditions, sunPx)));
    return scorecard;
  };
}
