/**
 * Which fertilizers suit a plant, and why (GET plants/{id}/Fertilizer/{zoneId}, care tips).
 * Pure: the facts come from the catalogue, the ids from lists/fertilizers.json (a test
 * checks they still name the same options). The first rule that matches wins, so the
 * specific ones (acid lovers, legumes, lawn grasses) come before the ones by category.
 */
export const FERTILIZER = {
  balanced: 1,
  slowRelease: 2,
  compost: 3,
  acidLoving: 4,
  bloomBooster: 5,
  highNitrogen: 6,
  liquid: 7,
  none: 8,
} as const;

/** What the rules read of a plant: its botanical name, category key and habits. */
export interface FertilizerFacts {
  botanicalName: string;
  /** The plant category's key (lists/plant-categories.json): 'vegetables', 'shrubs' ... */
  categoryKey: string;
  lifecycle: string;
  /** Water requirement id, 1 Dry .. 5 Wet. */
  waterRequirementId: number;
  /** It has showy flowers (a flower time other than "Does Not Flower Showily"). */
  showyFlowers: boolean;
}

export interface FertilizerRule {
  /** Names the rule in tests and logs. */
  name: string;
  matches: (plant: FertilizerFacts) => boolean;
  recommended: readonly number[];
  advice: string;
}

/**
 * True when the botanical name is one of `names` or starts with one of them followed by a
 * space: 'Vaccinium' matches 'Vaccinium corymbosum', 'Brassica oleracea' its varieties.
 */
export function botanicalNameIn(botanicalName: string, names: readonly string[]): boolean {
  return names.some((name) => botanicalName === name || botanicalName.startsWith(`${name} `));
}

/** Plants that need acidic soil (pH about 4.5-6) to take up iron. */
const ACID_LOVERS = [
  'Vaccinium',
  'Rhododendron',
  'Camellia',
  'Gardenia',
  'Hydrangea',
  'Pieris',
  'Kalmia',
  'Fothergilla',
  'Oxydendrum',
  'Leucothoe',
  'Enkianthus',
  'Erica',
  'Calluna',
];
/** Beans and peas: root nodules fix their own nitrogen. */
const LEGUME_CROPS = ['Phaseolus', 'Pisum', 'Vicia', 'Vigna', 'Glycine', 'Arachis'];
const LAWN_GRASSES = [
  'Poa pratensis',
  'Lolium perenne',
  'Festuca arundinacea',
  'Festuca rubra',
  'Agrostis stolonifera',
  'Cynodon dactylon',
  'Zoysia',
  'Stenotaphrum secundatum',
  'Eremochloa ophiuroides',
  'Paspalum notatum',
];
/** Crops grown for their leaves (and the brassica heads): nitrogen makes leaves. */
const LEAFY_CROPS = [
  'Lactuca',
  'Spinacia',
  'Eruca',
  'Brassica oleracea',
  'Brassica juncea',
  'Brassica rapa subsp. chinensis',
  'Brassica rapa subsp. pekinensis',
  'Beta vulgaris var. cicla',
  'Apium graveolens var. dulce',
  'Nasturtium officinale',
];
const DRY_WATER_IDS = [1, 2];
const WOODY = ['trees', 'shrubs', 'vines'];

const is =
  (...keys: string[]) =>
  (plant: FertilizerFacts) =>
    keys.includes(plant.categoryKey);

const FERTILIZER_RULES: readonly FertilizerRule[] = [
  {
    name: 'acid lovers get acid-loving plant food',
    matches: (plant) => botanicalNameIn(plant.botanicalName, ACID_LOVERS),
    recommended: [FERTILIZER.acidLoving],
    advice:
      'Feed with an acid-loving plant food in early spring as growth starts: it keeps the soil acidic so the roots can take up iron (yellow leaves with green veins mean the soil is not acidic enough).',
  },
  {
    name: 'houseplants get a diluted liquid feed in the growing season',
    matches: is('houseplants'),
    recommended: [FERTILIZER.liquid],
    advice:
      'Feed with a liquid fertilizer at half strength every 2 to 4 weeks in spring and summer, and not at all in winter when growth slows.',
  },
  {
    name: 'lawn grasses get high nitrogen',
    matches: (plant) => botanicalNameIn(plant.botanicalName, LAWN_GRASSES),
    recommended: [FERTILIZER.highNitrogen],
    advice:
      'Lawns grow on nitrogen: feed cool-season grasses mainly in fall and warm-season grasses in late spring and summer, following the rate on the bag.',
  },
  {
    name: 'beans and peas get compost, no nitrogen',
    matches: (plant) => botanicalNameIn(plant.botanicalName, LEGUME_CROPS),
    recommended: [FERTILIZER.compost],
    advice:
      'Beans and peas make their own nitrogen: dig compost into the bed before sowing and skip nitrogen fertilizers, which give leaves instead of pods.',
  },
  {
    name: 'leafy vegetables get high nitrogen',
    matches: (plant) => botanicalNameIn(plant.botanicalName, LEAFY_CROPS),
    recommended: [FERTILIZER.highNitrogen, FERTILIZER.compost],
    advice:
      'Leafy crops need steady nitrogen: work compost into the bed before planting, then side-dress with a high-nitrogen feed every 3 to 4 weeks while they grow.',
  },
  {
    name: 'other vegetables and annual fruit get compost and a balanced feed',
    matches: (plant) =>
      plant.categoryKey === 'vegetables' || (plant.categoryKey === 'fruit' && plant.lifecycle === 'annual'),
    recommended: [FERTILIZER.compost, FERTILIZER.balanced],
    advice:
      'Work compost into the bed before planting and side-dress with a balanced fertilizer when the first fruits set; too much nitrogen gives lush leaves at the expense of fruit and roots.',
  },
  {
    name: 'herbs get compost or nothing',
    matches: is('herbs'),
    recommended: [FERTILIZER.compost, FERTILIZER.none],
    advice:
      'Herbs need little feeding: a little compost at planting is enough, and rich feeding makes soft growth with less flavor.',
  },
  {
    name: 'grasses and drought-tolerant perennials (prairie natives) get compost or nothing',
    matches: (plant) =>
      plant.categoryKey === 'grasses' ||
      (['perennials', 'groundcovers'].includes(plant.categoryKey) &&
        DRY_WATER_IDS.includes(plant.waterRequirementId)),
    recommended: [FERTILIZER.compost, FERTILIZER.none],
    advice:
      'Tough, drought-tolerant plants such as prairie natives grow best in lean soil: a thin layer of compost in spring is plenty, and fertilizer makes them tall and floppy.',
  },
  {
    name: 'bulbs get a bloom booster',
    matches: is('bulbs'),
    recommended: [FERTILIZER.bloomBooster],
    advice:
      'Feed bulbs with a bloom booster or bulb food at planting and again as the shoots appear, and let the leaves die back on their own: they recharge the bulb for next year.',
  },
  {
    name: 'flowering annuals get a bloom booster or a liquid feed',
    matches: (plant) => plant.categoryKey === 'annuals' && plant.showyFlowers,
    recommended: [FERTILIZER.bloomBooster, FERTILIZER.liquid],
    advice:
      'Flowering annuals bloom all season on steady feeding: use a bloom booster or a liquid feed every 2 to 3 weeks, most of all in containers, where watering washes nutrients out.',
  },
  {
    name: 'fruit trees and bushes get slow-release granules or compost',
    matches: is('fruit'),
    recommended: [FERTILIZER.slowRelease, FERTILIZER.compost],
    advice:
      'Spread slow-release granules or compost over the root zone in early spring as buds break; too much nitrogen gives leafy growth and fewer fruit.',
  },
  {
    name: 'trees, shrubs and vines get slow-release granules',
    matches: (plant) => WOODY.includes(plant.categoryKey),
    recommended: [FERTILIZER.slowRelease],
    advice:
      'Spread slow-release granules over the root zone in early spring; established plants often need nothing more, and feeding after midsummer pushes soft growth that frost damages.',
  },
  {
    name: 'perennials and groundcovers get compost and a light slow-release feed',
    matches: is('perennials', 'groundcovers'),
    recommended: [FERTILIZER.compost, FERTILIZER.slowRelease],
    advice:
      'Top-dress with compost each spring; heavy bloomers appreciate a light sprinkle of slow-release fertilizer, but too much gives floppy stems and fewer flowers.',
  },
];

const DEFAULT_RULE: FertilizerRule = {
  name: 'anything else gets a balanced all-purpose feed',
  matches: () => true,
  recommended: [FERTILIZER.balanced],
  advice:
    'A balanced all-purpose fertilizer in spring, at the rate on the label, covers its needs; more is not better.',
};

/** The first rule that matches the plant. */
export function fertilizerRuleFor(plant: FertilizerFacts): FertilizerRule {
  return FERTILIZER_RULES.find((rule) => rule.matches(plant)) ?? DEFAULT_RULE;
}
