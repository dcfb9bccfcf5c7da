import type { plants } from '../../db/schema';
import { weedStatusOf } from '../weed-status';
import { botanicalName } from './botanical-name';
import {
  bloomColorsOf,
  categoryOf,
  commonNameOf,
  flowerTimesOf,
  growthRateOf,
  heightMaxInOf,
  leafRetentionOf,
  lifecycleOf,
  poisonousOf,
  sunOf,
  tolerancesOf,
  waterOf,
  zoneLowOf,
} from './usda-field-rules';

type NewPlant = Omit<typeof plants.$inferInsert, 'source'>;
export interface PlantAttribute {
  list: string;
  itemId: number;
}
export type UsdaPlant = { plant: NewPlant; attributes: PlantAttribute[] } | { reject: string };

/** Every column of usda_plants_characteristics.csv the mapping reads: what `pack` keeps. */
export const USDA_COLUMNS_READ = [
  'scientific_name',
  'common_name',
  'duration',
  'growth_habit',
  'shade_tolerance',
  'moisture_use',
  'drought_tolerance',
  'anaerobic_tolerance',
  'salinity_tolerance',
  'temperature_minimum_f',
  'growth_rate',
  'leaf_retention',
  'height_mature_feet',
  'toxicity',
  'bloom_period',
  'flower_color',
  'flower_conspicuous',
] as const;
type UsdaColumn = (typeof USDA_COLUMNS_READ)[number];

/**
 * One row of usda_plants_characteristics.csv as a catalogue plant and its attribute links,
 * by the rules of usda-field-rules.ts (and reference-data/README.md).
 */
export function mapUsdaPlant(row: Record<string, string>): UsdaPlant {
  const get = (column: UsdaColumn) => row[column] ?? '';
  const name = botanicalName(get('scientific_name'));
  if (!name)
    return { reject: get('scientific_name') ? 'no species in scientific name' : 'no scientific name' };
  const lifecycle = lifecycleOf(get('duration'));
  if (!lifecycle) return { reject: `no duration for ${name}` };
  const categoryId = categoryOf(name, get('growth_habit'), lifecycle);
  if (!categoryId) return { reject: `no growth habit for ${name}` };
  const { sun: sunId, alt } = sunOf(get('shade_tolerance'));
  const attribute = (list: string) => (itemId: number) => ({ list, itemId });
  return {
    plant: {
      commonName: commonNameOf(get('common_name'), name),
      botanicalName: name,
      categoryId,
      lifecycle,
      sunRequirementId: sunId,
      altSunRequirementId: alt,
      waterRequirementId: waterOf(get('moisture_use'), get('drought_tolerance'), get('anaerobic_tolerance')),
      zoneLowId: zoneLowOf(get('temperature_minimum_f')),
      zoneHighId: 0,
      bloomColors: bloomColorsOf(get('flower_color'), get('flower_conspicuous')),
      heightMaxIn: heightMaxInOf(get('height_mature_feet')),
      growthRateId: growthRateOf(get('growth_rate')),
      leafRetentionId: leafRetentionOf(get('leaf_retention'), get('growth_habit')),
      // Noxious and invasive weeds (lists/invasive-plants.json), marked as curated ones are.
      weedStatus: weedStatusOf(name),
    },
    attributes: [
      ...flowerTimesOf(get('bloom_period'), get('flower_conspicuous')).map(attribute('flower-times')),
      ...tolerancesOf(get('drought_tolerance'), get('salinity_tolerance'), get('anaerobic_tolerance')).map(
        attribute('tolerances'),
      ),
      ...poisonousOf(get('toxicity')).map(attribute('poisonous')),
    ],
  };
}
