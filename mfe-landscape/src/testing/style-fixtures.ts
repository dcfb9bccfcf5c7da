import type {
  GrowingConditions,
  PlantAttributesResponse,
  PlantListItem,
  ReferenceItem,
} from '@thrive/shared/contracts';
import type {
  LandscapeStyleDetails,
  LandscapeStyleImage,
  LandscapeStyleProfile,
} from '@thrive/shared/landscape';
import { referenceConditions } from '@thrive/shared/testing';

/** Reference lists as Common/0/GrowingConditions answers them. */
export const CONDITIONS: GrowingConditions = referenceConditions({
  SunRequirements: [1, 4, 6],
  WaterRequirements: [1, 3],
  HardinessZones: [9, 13, 14],
});

export const ATTRIBUTES: PlantAttributesResponse = {
  Attractants: [
    { Id: 1, Name: 'Butterflies' },
    { Id: 3, Name: 'Bees' },
  ],
  Resistances: [],
  Tolerances: [],
  Poisonous: [],
};

const item = (Id: number, Name: string): ReferenceItem => ({ Id, Name });

/** The cottage profile: sun, medium water, zones 5a to 7b, low effort, fast, bees, cheap. */
function profile(overrides: Partial<LandscapeStyleProfile> = {}): LandscapeStyleProfile {
  return {
    SunRequirements: [item(6, 'Full Sun'), item(4, 'Part Sun')],
    WaterRequirements: [item(3, 'Medium')],
    HardinessZoneLow: item(9, '5a'),
    HardinessZoneHigh: item(14, '7b'),
    GrowthRates: [item(3, 'Fast')],
    Effort: [item(1, 'Low')],
    Attractants: [item(3, 'Bees')],
    Costs: [item(1, '$ (under $15)')],
    ...overrides,
  };
}

/** A style with its tips; Cottage Garden (3) unless told otherwise. */
function style(overrides: Partial<LandscapeStyleDetails> = {}): LandscapeStyleDetails {
  const Id = overrides.Id ?? 3;
  return {
    Id,
    Name: 'Cottage Garden',
    Description:
      'A relaxed, abundant mix of flowers and herbs. Plants spill over paths and self-seed freely.',
    Thumbnail: `/api/LandscapeStyles/${Id}/Plan.svg?v=abc`,
    WebImage: `/api/LandscapeStyles/${Id}/Plan.svg?v=abc`,
    PlantCount: 10,
    Profile: profile(),
    Tips: ['Plant in drifts of three or five.', 'Let some flowers set seed.'],
    ...overrides,
  };
}

/** Three styles of different profiles: enough for text, filter and sort tests. */
export function someStyles(): LandscapeStyleDetails[] {
  return [
    style(),
    style({
      Id: 5,
      Name: 'Woodland Shade',
      Description: 'Layers of ferns and shrubs under trees. Cool and calm.',
      PlantCount: 12,
      Profile: profile({
        SunRequirements: [item(1, 'Full Shade')],
        GrowthRates: [item(1, 'Slow')],
        Effort: [item(2, 'Medium')],
        Costs: [item(2, '$$ ($15 to $50)')],
      }),
    }),
    style({
      Id: 7,
      Name: 'Xeriscape',
      Description: 'Dry-loving plants and gravel. Little water once grown.',
      PlantCount: 8,
      Profile: profile({ WaterRequirements: [item(1, 'Dry')], Attractants: [] }),
    }),
  ];
}

/** `count` styles named "Style 01" ... for paging. */
export function manyStyles(count: number): LandscapeStyleDetails[] {
  return Array.from({ length: count }, (_, index) =>
    style({ Id: 100 + index, Name: `Style ${String(index + 1).padStart(2, '0')}` }),
  );
}

/** A palette plant as lists carry it. */
export function palettePlant(overrides: Partial<PlantListItem> = {}): PlantListItem {
  return {
    Id: 21,
    CommonName: 'Hollyhock',
    BotanicalName: 'Alcea rosea',
    OtherNames: [],
    CategoryId: 5,
    CategoryName: 'Perennials',
    Thumbnail: '',
    SunRequirementId: 6,
    AltSunRequirementId: 4,
    WaterRequirementId: 3,
    ZoneLowId: 5,
    ZoneHighId: 18,
    IsFavorite: false,
    Thrive: null,
    ...overrides,
  };
}

/** The plan, then one published photo. */
export function styleImages(styleId: number, name: string): LandscapeStyleImage[] {
  return [
    {
      Id: 0,
      Url: `/api/LandscapeStyles/${styleId}/Plan.svg?v=abc`,
      Kind: 'plan',
      Caption: `Planting plan of ${name}: 10 plants, tallest at the back`,
      Width: 640,
      Height: 400,
    },
    { Id: 55, Url: '/media/photos/55.jpg', Kind: 'photo', Caption: 'Front border', Width: 800, Height: 600 },
  ];
}
