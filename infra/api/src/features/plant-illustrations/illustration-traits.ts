import type { LeafShape } from '@thrive/shared/contracts';
import type { plants } from '../../db/schema';

type PlantRow = typeof plants.$inferSelect;

/**
 * What an illustration is drawn from: the plant's own columns, with its category and leaf
 * retention as their reference-list words (the seed resolves the ids) and its leaf shapes
 * from the identification key's file (empty for plants the file does not describe).
 */
export type PlantIllustrationTraits = Pick<
  PlantRow,
  | 'botanicalName'
  | 'commonName'
  | 'description'
  | 'bloomColors'
  | 'heightMinIn'
  | 'heightMaxIn'
  | 'spreadMinIn'
  | 'spreadMaxIn'
> & {
  /** The plant-categories list's Key: "trees", "bulbs" ... */
  category: string;
  /** The leaf-retentions list's Name ("Evergreen" ...), '' when unknown. */
  leafRetention: string;
  leafShapes: readonly LeafShape[];
};

/** The silhouettes the generator draws. */
export const GROWTH_FORMS = [
  'tree',
  'conifer',
  'shrub',
  'clump',
  'grass',
  'vine',
  'bulb',
  'vegetable',
  'herb',
  'houseplant',
  'groundcover',
] as const;
export type GrowthForm = (typeof GROWTH_FORMS)[number];

const FORM_OF_CATEGORY: Record<string, GrowthForm> = {
  trees: 'tree',
  shrubs: 'shrub',
  perennials: 'clump',
  annuals: 'clump',
  grasses: 'grass',
  vines: 'vine',
  bulbs: 'bulb',
  vegetables: 'vegetable',
  herbs: 'herb',
  houseplants: 'houseplant',
  groundcovers: 'groundcover',
};

/** Fruit that climbs: the fruit category holds vines, trees, shrubs and low plants alike. */
const CLIMBING_FRUIT = /grape|kiwi|passion|muscadine|vine/i;

const midpoint = (low: number | null, high: number | null): number | null =>
  low !== null && high !== null ? (low + high) / 2 : (high ?? low);

/** Mature height and spread in inches (the middle of each range), null when unknown. */
export function matureSize(traits: PlantIllustrationTraits): {
  heightIn: number | null;
  spreadIn: number | null;
} {
  return {
    heightIn: midpoint(traits.heightMinIn, traits.heightMaxIn),
    spreadIn: midpoint(traits.spreadMinIn, traits.spreadMaxIn),
  };
}

const isConiferous = (traits: PlantIllustrationTraits) =>
  traits.leafShapes.includes('needle') || traits.leafShapes.includes('scale');

/**
 * The silhouette of a plant: its category's, a needle- or scale-leaved tree drawn as a
 * conifer, and a fruit plant by its habit (climbing by name, else by its mature height).
 */
export function growthFormOf(traits: PlantIllustrationTraits): GrowthForm {
  if (traits.category === 'fruit') {
    if (CLIMBING_FRUIT.test(traits.commonName)) return 'vine';
    const { heightIn } = matureSize(traits);
    if ((heightIn ?? 0) >= 120) return 'tree';
    return (heightIn ?? 0) >= 36 ? 'shrub' : 'clump';
  }
  const form = FORM_OF_CATEGORY[traits.category] ?? 'clump';
  return form === 'tree' && isConiferous(traits) ? 'conifer' : form;
}
