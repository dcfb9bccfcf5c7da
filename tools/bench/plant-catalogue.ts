import { type plants, ZONE_LABELS, readList } from '../../infra/api/src/harness';
import { genera, type Genus } from './plant-genera';
import {
  BLOOM_COLORS,
  CARE_TIPS,
  CULTIVAR_FIRST,
  CULTIVAR_SECOND,
  CULTIVAR_SINGLE,
  HABITS,
  HYBRID_EPITHETS,
  SPECIES_MODIFIERS,
} from './plant-words';

export type PlantRow = Omit<typeof plants.$inferInsert, 'id'>;

/** A generated plant and its attribute links (plant_attributes: list and item id). */
export interface GeneratedPlant {
  plant: PlantRow;
  attributes: { list: string; itemId: number }[];
}

type Random = () => number;

/** mulberry32: small, fast and the same sequence for a seed on every machine. */
function seeded(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const chance = (random: Random, share: number) => random() < share;
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
/** Picks `n` different items (all when there are fewer), in the list's order. */
function some<T>(random: Random, items: readonly T[], n: number): T[] {
  const chosen: T[] = [];
  for (const [index, item] of items.entries())
    if (random() * (items.length - index) < n - chosen.length) chosen.push(item);
  return chosen;
}
/** An index drawn by weight (the weights' order is their index). */
function weighted(random: Random, weights: readonly number[]): number {
  let rest = random() * weights.reduce((sum, weight) => sum + weight, 0);
  for (const [index, weight] of weights.entries()) if ((rest -= weight) < 0) return index;
  return weights.length - 1;
}

const categoryIds = new Map(readList('plant-categories').map((item) => [String(item.Key), item.Id]));
const zoneId = (label: string) => ZONE_LABELS.indexOf(label) + 1;
const FULL_SHADE = 1;
const FULL_SUN = 6;
const SUN_TO_SHADE = 7;
const NOT_SHOWY = 7;

/** Usually the kind's own value, sometimes a step either way (a cultivar bred for more sun). */
const nearby = (random: Random, usual: number, low: number, high: number, keep = 0.75) =>
  chance(random, keep) ? usual : clamp(usual + (chance(random, 0.5) ? 1 : -1), low, high);

function sunOf(random: Random, kind: Genus): { sunRequirementId: number; altSunRequirementId: number } {
  if (chance(random, 0.02)) return { sunRequirementId: SUN_TO_SHADE, altSunRequirementId: 0 };
  const usual =
    kind.sun[0] === SUN_TO_SHADE ? SUN_TO_SHADE : nearby(random, kind.sun[0], FULL_SHADE, FULL_SUN);
  const alternate = kind.sun[1] && chance(random, 0.7) ? kind.sun[1] : 0;
  return { sunRequirementId: usual, altSunRequirementId: alternate === usual ? 0 : alternate };
}

/** Hardiness a half zone or two either side of the kind's; a few without a known warmest zone. */
function zonesOf(random: Random, kind: Genus): { zoneLowId: number; zoneHighId: number } {
  const jitter = () => pick(random, [-2, -1, 0, 0, 0, 1, 2]);
  const low = clamp(zoneId(kind.zones[0]) + jitter(), 1, ZONE_LABELS.length);
  const high = clamp(zoneId(kind.zones[1]) + jitter(), low, ZONE_LABELS.length);
  // Like the plants imported from public tables, which record only the coldest zone.
  return { zoneLowId: low, zoneHighId: chance(random, 0.05) ? 0 : high };
}

function sizesOf(random: Random, kind: Genus, tree: boolean) {
  if (chance(random, 0.04))
    return { heightMinIn: null, heightMaxIn: null, spreadMinIn: null, spreadMaxIn: null };
  // Log-uniform: as many dwarf as giant cultivars.
  const [low, high] = kind.height;
  const height = Math.round(low * (high / low) ** random());
  const spread = Math.max(1, Math.round(height * (tree ? 0.4 + random() * 0.4 : 0.5 + random() * 0.7)));
  return {
    heightMinIn: Math.max(1, Math.round(height * 0.75)),
    heightMaxIn: height,
    spreadMinIn: Math.max(1, Math.round(spread * 0.75)),
    spreadMaxIn: spread,
  };
}

function description(random: Random, kind: Genus, colors: string[]): string {
  const what = kind.common.toLowerCase();
  const shows = colors.length
    ? `${colors.length > 1 ? `${colors.slice(0, -1).join(', ')} and ${colors.at(-1)}` : colors[0]} flowers`
    : ['vegetables', 'fruit'].includes(kind.category)
      ? 'generous harvests'
      : 'handsome foliage';
  const tip = pick(random, CARE_TIPS).replace('{other}', `${pick(random, genera).common.toLowerCase()}`);
  return `${pick(random, HABITS)} ${what} with ${shows}; ${tip}.`;
}

/** Attribute links with shares like the curated catalogue's (most attract bees, few resist pests). */
function attributesOf(random: Random, kind: Genus, showy: boolean): GeneratedPlant['attributes'] {
  const links = (list: string, ids: number[]) => ids.map((itemId) => ({ list, itemId }));
  const blooms = showy ? some(random, kind.bloom, 1 + weighted(random, [3, 2])) : [NOT_SHOWY];
  return [
    ...links('flower-times', blooms.length ? blooms : [kind.bloom[0]!]),
    ...(showy ? links('attractants', some(random, [1, 2, 3, 4, 5], weighted(random, [2, 3, 3, 1]))) : []),
    ...links('resistances', some(random, [1, 2, 3, 4], weighted(random, [4, 3, 3]))),
    ...links('tolerances', some(random, [1, 2, 3, 4, 5, 6, 7, 8], weighted(random, [1, 4, 3, 1]))),
    ...links('poisonous', kind.toxic),
  ];
}

function botanicalSpecies(kind: Genus, epithet: string): string {
  return `${kind.genus} ${HYBRID_EPITHETS.has(epithet) ? '× ' : ''}${epithet}`;
}

function plantOf(
  random: Random,
  kind: Genus,
  names: Pick<PlantRow, 'commonName' | 'botanicalName' | 'otherNames'>,
) {
  const showy = !kind.bloom.includes(NOT_SHOWY);
  const colors = showy
    ? some(random, BLOOM_COLORS.slice(0, 4 + Math.floor(random() * 10)), 1 + weighted(random, [4, 3, 2]))
    : [];
  const plant: PlantRow = {
    ...names,
    description: description(random, kind, colors),
    categoryId: categoryIds.get(kind.category)!,
    lifecycle: kind.lifecycle,
    ...sunOf(random, kind),
    waterRequirementId: nearby(random, kind.water, 1, 5),
    ...zonesOf(random, kind),
    bloomColors: colors,
    ...sizesOf(random, kind, kind.category === 'trees'),
    growthRateId: 1 + weighted(random, [2, 5, 3]),
    leafRetentionId: kind.leaf,
    effortId: 1 + weighted(random, [15, 4, 1]),
    source: 'bench',
  };
  return { plant, attributes: attributesOf(random, kind, showy) };
}

function cultivarName(random: Random): string {
  return chance(random, 0.2)
    ? pick(random, CULTIVAR_SINGLE)
    : `${pick(random, CULTIVAR_FIRST)} ${pick(random, CULTIVAR_SECOND)}`;
}

/**
 * `count` plants of the garden kinds, the same ones for the same seed: first every species
 * ("Japanese Maple", Acer palmatum), then named cultivars ("Bloodgood Maple", Acer palmatum
 * 'Bloodgood') drawn by each kind's weight. Botanical names are unique (the catalogue's key),
 * and none is in `taken` (the plants the catalogue already has).
 */
export function generatePlants(count: number, seed: number, taken: ReadonlySet<string> = new Set()) {
  const random = seeded(seed);
  const used = new Set(taken);
  const plantsMade: GeneratedPlant[] = [];
  const speciesName = new Map<string, string>();
  for (const kind of genera)
    for (const epithet of kind.species) {
      const botanicalName = botanicalSpecies(kind, epithet);
      const commonName = `${pick(random, SPECIES_MODIFIERS)} ${kind.common}`;
      speciesName.set(botanicalName, commonName);
      if (used.has(botanicalName) || plantsMade.length >= count) continue;
      used.add(botanicalName);
      const otherNames = some(random, kind.aka, weighted(random, [2, 3, 1]));
      plantsMade.push(plantOf(random, kind, { commonName, botanicalName, otherNames }));
    }
  const weights = genera.map((kind) => kind.weight);
  while (plantsMade.length < count) {
    const kind = genera[weighted(random, weights)]!;
    const species = botanicalSpecies(kind, pick(random, kind.species));
    let cultivar = cultivarName(random);
    // A taken name is retried; a kind with thousands of cultivars runs short of fresh pairs.
    for (let tries = 0; used.has(`${species} '${cultivar}'`); tries += 1)
      cultivar =
        tries < 20 ? cultivarName(random) : `${cultivar} ${pick(random, ['II', 'Improved', 'Select'])}`;
    const botanicalName = `${species} '${cultivar}'`;
    used.add(botanicalName);
    const otherNames = [
      ...(chance(random, 0.4) ? [speciesName.get(species)!] : []),
      ...(kind.aka.length && chance(random, 0.15) ? [`${cultivar} ${pick(random, kind.aka)}`] : []),
    ];
    plantsMade.push(
      plantOf(random, kind, { commonName: `${cultivar} ${kind.common}`, botanicalName, otherNames }),
    );
  }
  return plantsMade;
}
