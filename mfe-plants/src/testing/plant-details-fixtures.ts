import type {
  CareTip,
  CompanionItem,
  Companions,
  PlantAttributeItem,
  PlantAttributeLists,
  PlantDetails,
  PlantFertilizer,
  PlantZoneScore,
  Product,
  ThriveFactor,
  ThriveOverall,
  Zone,
} from '@thrive/shared/contracts';
import { THRIVE_TOOLTIPS } from '@thrive/shared/thrive';
import { plantListItem, zone as baseZone } from './fixtures';

/** Lavender (plant 7) as the details page reads it. */
export function plantDetails(overrides: Partial<PlantDetails> = {}): PlantDetails {
  return {
    Id: 7,
    CommonName: 'Lavender',
    BotanicalName: 'Lavandula angustifolia',
    OtherNames: ['English lavender'],
    Description: 'A fragrant evergreen shrub with purple flower spikes.',
    CategoryId: 5,
    CategoryName: 'Perennials',
    Lifecycle: 'Perennial',
    SunRequirementId: 6,
    SunRequirementName: 'Full Sun',
    AltSunRequirementId: 3,
    AltSunRequirementName: 'Part Shade',
    WaterRequirementId: 2,
    WaterRequirementName: 'Dry to Medium',
    ZoneLowId: 9,
    ZoneLowName: '5a',
    ZoneHighId: 18,
    ZoneHighName: '9b',
    BloomColors: ['Purple', 'Blue'],
    FlowerTimes: [
      { Id: 3, Name: 'Early Summer' },
      { Id: 4, Name: 'Mid Summer' },
    ],
    AdultHeight: { Min: 18, Max: 36, Unit: 'in' },
    AdultSpread: { Min: 24, Max: 24, Unit: 'in' },
    GrowthRate: 'Moderate',
    LeafRetention: 'Evergreen',
    Effort: 'Low',
    Images: [],
    Illustration: '',
    IsFavorite: false,
    Notes: '',
    LastSeenAt: null,
    ZoneScore: null,
    Weed: null,
    ...overrides,
  };
}

const good = (Tooltip: string): ThriveFactor => ({ Score: 1, Direction: null, Tooltip });
const poor = (Tooltip: string, Direction: ThriveFactor['Direction']): ThriveFactor => ({
  Score: 0,
  Direction,
  Tooltip,
});
export const overall = (Score: ThriveOverall['Score']): ThriveOverall => ({
  Score,
  Tooltip:
    Score === 1
      ? THRIVE_TOOLTIPS.overall.good
      : Score === 2
        ? THRIVE_TOOLTIPS.overall.borderline
        : Score === 0
          ? THRIVE_TOOLTIPS.overall.poor
          : THRIVE_TOOLTIPS.unknown,
});

/** The plant scored in zone 8, Border bed (good everywhere, not planted there). */
export function zoneScore(overrides: Partial<PlantZoneScore> = {}): PlantZoneScore {
  return {
    ZoneId: 8,
    ZoneName: 'Border bed',
    YardId: 5,
    YardName: 'Front yard',
    PlantZoneId: 0,
    Sun: good(THRIVE_TOOLTIPS.sun.good),
    Water: good(THRIVE_TOOLTIPS.water.good),
    Freeze: good(THRIVE_TOOLTIPS.freeze.good),
    Overall: overall(1),
    ...overrides,
  };
}

/** A shady corner where Lavender already grows and gets too little sun. */
export const shadyCornerScore = (): PlantZoneScore =>
  zoneScore({
    ZoneId: 9,
    ZoneName: 'Shady corner',
    PlantZoneId: 301,
    Sun: poor(THRIVE_TOOLTIPS.sun.tooLittle, 'too-little'),
    Overall: overall(2),
  });

export function zone(overrides: Partial<Zone> = {}): Zone {
  return baseZone({ SunRequirementId: 1, WaterRequirementId: 2, PlantCount: 2, ...overrides });
}

const attribute = (Id: number, Name: string, Icon: string, Tip: string): PlantAttributeItem => ({
  Id,
  Name,
  Icon,
  Tip,
  Has: true,
});

export function attributes(): PlantAttributeLists {
  return {
    Attractants: [
      attribute(1, 'Butterflies', 'butterflies', 'Plant it in groups in a sunny, sheltered spot.'),
      attribute(3, 'Bees', 'bees', 'A pollinator favorite: plant it in clumps.'),
    ],
    Resistances: [attribute(1, 'Deer', 'deer', 'Deer avoid its strong scent.')],
    Tolerances: [attribute(1, 'Drought', 'drought', 'Water deeply but rarely once established.')],
    Poisonous: [],
  };
}

export function fertilizer(overrides: Partial<PlantFertilizer> = {}): PlantFertilizer {
  return {
    Options: [
      { Id: 2, Name: 'Slow-release granules', Recommended: false },
      { Id: 3, Name: 'Compost or well-rotted manure', Recommended: true },
    ],
    Advice: 'Lavender likes lean soil: a thin layer of compost in spring is plenty.',
    SelectedId: 0,
    ...overrides,
  };
}

export function careTips(): CareTip[] {
  return [
    { CareCategoryId: 1, CareCategory: 'Watering', Icon: 'watering', Body: 'Water deeply once a week.' },
    {
      CareCategoryId: 3,
      CareCategory: 'Pruning',
      Icon: 'pruning',
      Body: 'Cut back by a third after flowering.',
    },
    {
      CareCategoryId: 1,
      CareCategory: 'Watering',
      Icon: 'watering',
      Body: 'Let the soil dry between waterings.',
    },
  ];
}

export function companionItem(overrides: Partial<CompanionItem> = {}): CompanionItem {
  return plantListItem({
    Id: 12,
    CommonName: 'Purple coneflower',
    BotanicalName: 'Echinacea purpurea',
    OtherNames: [],
    SunRequirementId: 1,
    AltSunRequirementId: 0,
    WaterRequirementId: 2,
    ZoneLowId: 7,
    ZoneHighId: 18,
    Thrive: overall(1),
    ...overrides,
  });
}

export function companions(): Companions {
  return {
    Items: [companionItem()],
    Basis: 'These plants score good in Border bed and share no pest with Lavender.',
  };
}

export function product(overrides: Partial<Product> = {}): Product {
  return {
    Id: 501,
    Name: 'Bloom booster',
    BrandName: 'GreenLeaf',
    ProductCategoryId: 2,
    ProductCategoryName: 'Fertilizers',
    Description: 'A low-nitrogen feed for flowering perennials.',
    SKU: 'GL-BB-1',
    ProductSize: '2 lb bag',
    Quantity: 1.5,
    Price: 12.5,
    Currency: 'USD',
    URL: 'https://example.com/bloom-booster',
    ImagePath: '',
    ...overrides,
  };
}
