import type {
  FeaturedPlants,
  GrowingConditions,
  PlantAttributesResponse,
  PlantListItem,
  PlantSearchOptions,
  Yard,
  Zone,
  ZonePlant,
} from '@thrive/shared/contracts';
import { referenceConditions } from '@thrive/shared/testing';
import { THRIVE_TOOLTIPS } from '@thrive/shared/thrive';

/** Reference lists as Common/0/GrowingConditions answers them (PX: hours of sun). */
export const CONDITIONS: GrowingConditions = referenceConditions({
  SunRequirements: [1, 4, 6],
  WaterRequirements: [1, 3, 5],
  HardinessZones: [13, 14],
  Fertilizers: [3],
});

export const SEARCH_OPTIONS: PlantSearchOptions = {
  Categories: [
    { Id: 1, Name: 'Vegetables', Key: 'vegetables' },
    { Id: 2, Name: 'Herbs', Key: 'herbs' },
    { Id: 5, Name: 'Perennials', Key: 'perennials' },
    { Id: 9, Name: 'Trees', Key: 'trees' },
  ],
  FlowerTimes: [
    { Id: 1, Name: 'Early Spring' },
    { Id: 3, Name: 'Early Summer' },
  ],
  LeafRetentions: [
    { Id: 1, Name: 'Deciduous' },
    { Id: 2, Name: 'Evergreen' },
  ],
};

export const ATTRIBUTES: PlantAttributesResponse = {
  Attractants: [
    { Id: 1, Name: 'Butterflies' },
    { Id: 3, Name: 'Bees' },
  ],
  Resistances: [
    { Id: 1, Name: 'Deer' },
    { Id: 2, Name: 'Rabbits' },
  ],
  Tolerances: [
    { Id: 1, Name: 'Drought' },
    { Id: 2, Name: 'Heat' },
  ],
  Poisonous: [
    { Id: 1, Name: 'Toxic to Dogs' },
    { Id: 2, Name: 'Toxic to Cats' },
  ],
};

/** A plant as lists carry it; Lavender (7) unless told otherwise. */
export function plantListItem(overrides: Partial<PlantListItem> = {}): PlantListItem {
  return {
    Id: 7,
    CommonName: 'Lavender',
    BotanicalName: 'Lavandula angustifolia',
    OtherNames: ['English lavender'],
    CategoryId: 5,
    CategoryName: 'Perennials',
    Thumbnail: '',
    SunRequirementId: 6,
    AltSunRequirementId: 4,
    WaterRequirementId: 1,
    ZoneLowId: 9,
    ZoneHighId: 18,
    IsFavorite: false,
    Thrive: null,
    ...overrides,
  };
}

/** A small catalogue: enough for text, paging and zone tests. */
export function catalogue(): PlantListItem[] {
  return [
    plantListItem(),
    plantListItem({
      Id: 8,
      CommonName: 'Hosta',
      BotanicalName: 'Hosta sieboldiana',
      SunRequirementId: 1,
      AltSunRequirementId: 0,
      WaterRequirementId: 3,
    }),
    plantListItem({
      Id: 9,
      CommonName: 'Rosemary',
      BotanicalName: 'Salvia rosmarinus',
      CategoryId: 2,
      CategoryName: 'Herbs',
    }),
    plantListItem({
      Id: 10,
      CommonName: 'Tomato',
      BotanicalName: 'Solanum lycopersicum',
      CategoryId: 1,
      CategoryName: 'Vegetables',
      WaterRequirementId: 3,
    }),
  ];
}

/** `count` plants named "Plant 1" ... for paging. */
export function manyPlants(count: number): PlantListItem[] {
  return Array.from({ length: count }, (_, index) =>
    plantListItem({
      Id: 1000 + index,
      CommonName: `Plant ${index + 1}`,
      BotanicalName: `Planta ${index + 1}`,
    }),
  );
}

export function yard(overrides: Partial<Yard> = {}): Yard {
  return {
    Id: 5,
    Name: 'Front yard',
    Address: '',
    City: 'Portland',
    State: 'OR',
    PostalCode: '97201',
    Latitude: 45.5,
    Longitude: -122.7,
    HardinessZoneId: 14,
    HardinessZoneManual: false,
    IsPublic: false,
    IsDefault: true,
    ZoneCount: 1,
    ...overrides,
  };
}

/** Border bed: full sun, dry, in a 7b yard. */
export function zone(overrides: Partial<Zone> = {}): Zone {
  return {
    Id: 8,
    YardId: 5,
    YardName: 'Front yard',
    Name: 'Border bed',
    SunRequirementId: 6,
    WaterRequirementId: 1,
    YardHardinessZoneId: 14,
    Notes: '',
    PlantCount: 0,
    ...overrides,
  };
}

/** A plant growing in zone 8. */
export function zonePlant(plantId: number, overrides: Partial<ZonePlant> = {}): ZonePlant {
  const good = { Score: 1 as const, Direction: null, Tooltip: THRIVE_TOOLTIPS.sun.good };
  return {
    Id: 500 + plantId,
    ZoneId: 8,
    ZoneName: 'Border bed',
    YardId: 5,
    PlantId: plantId,
    CommonName: 'Lavender',
    BotanicalName: 'Lavandula angustifolia',
    Thumbnail: '',
    FertilizerId: 0,
    FertilizerName: '',
    Sun: good,
    Water: good,
    Freeze: good,
    Overall: { Score: 1, Tooltip: THRIVE_TOOLTIPS.overall.good },
    ...overrides,
  };
}

/** Greenleaf Nursery's featured plants (sponsor 3). */
export function featured(overrides: Partial<FeaturedPlants> = {}): FeaturedPlants {
  return {
    Sponsor: {
      Id: 3,
      DisplayName: 'Greenleaf Nursery',
      Name: '/assets/sponsors/greenleaf.png',
      PX: 'https://greenleaf.example.org/',
    },
    Items: [
      plantListItem(),
      plantListItem({ Id: 9, CommonName: 'Rosemary', BotanicalName: 'Salvia rosmarinus' }),
    ],
    TotalRows: 2,
    ...overrides,
  };
}
