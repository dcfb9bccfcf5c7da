import { readList } from '../reference-files';
import { speciesKey } from './botanical-name';
import { COMMON_NAMES, FOOD_CATEGORIES } from './usda-rule-files';

/*
 * USDA PLANTS characteristics -> our catalogue (also in reference-data/README.md, "Imported
 * USDA PLANTS mapping"; each rule has a test named after it). Unknown or blank -> 0 / empty:
 * we leave unknowns unknown rather than guess.
 *
 * name      botanical_name = scientific_name without authors (binomial, or trinomial with
 *           var./subsp./f.; "ssp." is written "subsp.", "×grandiflora" "× grandiflora");
 *           no species -> rejected. common_name with its first letter capitalised; none ->
 *           the botanical name; a name another plant of ours has -> usda-plants/common-names.json.
 * lifecycle the longest duration listed: Perennial -> perennial, else Biennial -> biennial,
 *           else Annual -> annual; blank -> rejected (the column is required).
 * category  a species gardeners grow for food (usda-plants/categories.json) -> its category
 *           there (a pawpaw is fruit, chicory a vegetable). Else by growth_habit, first match: Vine -> Vines; Graminoid -> Grasses (bamboos too);
 *           Tree -> Trees (also "Shrub, Tree"); Shrub -> Shrubs; Forb/herb -> Annuals when the
 *           lifecycle is annual, else Perennials; Subshrub alone -> Shrubs; blank -> rejected.
 * sun       shade_tolerance says how much shade a plant tolerates, not that it needs shade:
 *           Intolerant -> Full Sun, alt Mostly Sun; Intermediate -> Full Sun, alt Part Shade
 *           ("full sun to part shade"); Tolerant -> Sun to Shade, no alt (grows from full
 *           sun to full shade).
 * water     moisture_use Low -> Dry to Medium, or Dry when drought_tolerance is High;
 *           Medium -> Medium; High -> Medium to Wet, or Wet when anaerobic_tolerance is High
 *           (it takes waterlogged soil).
 * zones     low = the zone whose MinTempF <= temperature_minimum_f < MaxTempF; colder than
 *           zone 1a -> 1a; 70°F or warmer -> unknown. high = unknown (0): USDA gives no heat
 *           limit.
 * growth    growth_rate Slow -> Slow, Moderate -> Moderate, Rapid -> Fast.
 * leaves    leaf_retention TRUE -> Evergreen; FALSE -> Deciduous for woody habits (Tree,
 *           Shrub, Subshrub), Herbaceous (dies back) for Forb/herb and Graminoid; a Vine with
 *           no other habit -> unknown (USDA does not say whether it is woody).
 * height    height_mature_feet -> height_max_in = feet × 12, rounded; no minimum or spread.
 * flowers   flower_conspicuous FALSE -> flower time "Does Not Flower Showily", no bloom
 *           colour. TRUE -> bloom_colors [flower_color in lower case] and bloom_period by name:
 *           Early Spring, Late Spring, Early Summer, Late Summer, Fall, Winter as written;
 *           Spring and Mid Spring -> Early + Late Spring; Summer and Mid Summer -> Early + Late
 *           Summer; Late Winter -> Winter; Indeterminate -> none.
 * tolerance drought_tolerance High -> Drought; salinity_tolerance High -> Salt;
 *           anaerobic_tolerance High -> Wet Soil.
 * poisonous toxicity Slight, Moderate or Severe -> Toxic to People. USDA rates toxicity "to
 *           humans or livestock" without saying which, so we warn people and claim nothing
 *           about dogs, cats or horses.
 */

function ids(list: string): (name: string) => number {
  const byName = new Map(readList(list).map((item) => [item.Name, item.Id]));
  return (name) => {
    const id = byName.get(name);
    if (id === undefined) throw new Error(`"${name}" is not in the ${list} list`);
    return id;
  };
}
const sun = ids('sun-requirements');
const water = ids('water-requirements');
const growthRate = ids('growth-rates');
const leaves = ids('leaf-retentions');
const category = ids('plant-categories');
const flowerTime = ids('flower-times');
const tolerance = ids('tolerances');
const poisonous = ids('poisonous');
const ZONES = readList('hardiness-zones').map((zone) => ({
  id: zone.Id,
  min: Number(zone.MinTempF),
  max: Number(zone.MaxTempF),
}));

const words = (text: string | undefined) => new Set((text ?? '').split(',').map((word) => word.trim()));

export function lifecycleOf(duration: string): 'annual' | 'biennial' | 'perennial' | null {
  const listed = words(duration);
  if (listed.has('Perennial')) return 'perennial';
  if (listed.has('Biennial')) return 'biennial';
  return listed.has('Annual') ? 'annual' : null;
}

export function categoryOf(name: string, habit: string, lifecycle: string): number {
  const food = FOOD_CATEGORIES.get(speciesKey(name) ?? '');
  if (food) return category(food);
  const habits = words(habit);
  if (habits.has('Vine')) return category('Vines');
  if (habits.has('Graminoid')) return category('Grasses');
  if (habits.has('Tree')) return category('Trees');
  if (habits.has('Shrub')) return category('Shrubs');
  if (habits.has('Forb/herb')) return category(lifecycle === 'annual' ? 'Annuals' : 'Perennials');
  return habits.has('Subshrub') ? category('Shrubs') : 0;
}

export function sunOf(shadeTolerance: string): { sun: number; alt: number } {
  if (shadeTolerance === 'Intolerant') return { sun: sun('Full Sun'), alt: sun('Mostly Sun') };
  if (shadeTolerance === 'Intermediate') return { sun: sun('Full Sun'), alt: sun('Part Shade') };
  if (shadeTolerance === 'Tolerant') return { sun: sun('Sun to Shade'), alt: 0 };
  return { sun: 0, alt: 0 };
}

export function waterOf(moistureUse: string, drought: string, anaerobic: string): number {
  if (moistureUse === 'Low') return water(drought === 'High' ? 'Dry' : 'Dry to Medium');
  if (moistureUse === 'Medium') return water('Medium');
  if (moistureUse === 'High') return water(anaerobic === 'High' ? 'Wet' : 'Medium to Wet');
  return 0;
}

export function zoneLowOf(temperatureMinimumF: string): number {
  if (temperatureMinimumF === '' || !Number.isFinite(Number(temperatureMinimumF))) return 0;
  const t = Number(temperatureMinimumF);
  if (t < ZONES[0]!.min) return ZONES[0]!.id;
  return ZONES.find((zone) => zone.min <= t && t < zone.max)?.id ?? 0;
}

const GROWTH_RATES: Record<string, string> = { Slow: 'Slow', Moderate: 'Moderate', Rapid: 'Fast' };
export const growthRateOf = (rate: string) => (GROWTH_RATES[rate] ? growthRate(GROWTH_RATES[rate]) : 0);

export function leafRetentionOf(evergreen: string, habit: string): number {
  if (evergreen === 'TRUE') return leaves('Evergreen');
  if (evergreen !== 'FALSE') return 0;
  const habits = words(habit);
  if (['Tree', 'Shrub', 'Subshrub'].some((woody) => habits.has(woody))) return leaves('Deciduous');
  if (habits.has('Forb/herb') || habits.has('Graminoid')) return leaves('Herbaceous (dies back)');
  return 0;
}

export function heightMaxInOf(feet: string): number | null {
  const value = Number(feet);
  return feet !== '' && Number.isFinite(value) && value > 0 ? Math.round(value * 12) : null;
}

const BLOOM_PERIODS: Record<string, string[]> = {
  Spring: ['Early Spring', 'Late Spring'],
  'Mid Spring': ['Early Spring', 'Late Spring'],
  Summer: ['Early Summer', 'Late Summer'],
  'Mid Summer': ['Early Summer', 'Late Summer'],
  'Late Winter': ['Winter'],
  Indeterminate: [],
};
const FLOWER_TIME_NAMES = new Set(readList('flower-times').map((item) => item.Name));

export function flowerTimesOf(period: string, conspicuous: string): number[] {
  if (conspicuous === 'FALSE') return [flowerTime('Does Not Flower Showily')];
  const names = BLOOM_PERIODS[period] ?? (FLOWER_TIME_NAMES.has(period) ? [period] : []);
  return names.map(flowerTime);
}

export const bloomColorsOf = (color: string, conspicuous: string) =>
  conspicuous === 'TRUE' && color ? [color.toLowerCase()] : [];

export function tolerancesOf(drought: string, salinity: string, anaerobic: string): number[] {
  return [
    drought === 'High' ? tolerance('Drought') : 0,
    salinity === 'High' ? tolerance('Salt') : 0,
    anaerobic === 'High' ? tolerance('Wet Soil') : 0,
  ].filter(Boolean);
}

export const poisonousOf = (toxicity: string) =>
  ['Slight', 'Moderate', 'Severe'].includes(toxicity) ? [poisonous('Toxic to People')] : [];

export function commonNameOf(commonName: string, botanical: string): string {
  const ours = COMMON_NAMES.get(speciesKey(botanical) ?? '');
  if (ours) return ours;
  return commonName ? commonName[0]!.toUpperCase() + commonName.slice(1) : botanical;
}
