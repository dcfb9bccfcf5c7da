import type { GrowingConditions, PlantListItem, Product, Zone } from '@thrive/shared/contracts';
import {
  designFigures,
  materialsList,
  type Design,
  type DesignListItem,
  type DesignPlant,
  type LandscapeStyleDetails,
} from '@thrive/shared/landscape';
import { referenceConditions } from '@thrive/shared/testing';

/** Reference lists as Common/0/GrowingConditions answers them, by the ids the tests pick from. */
export const CONDITIONS: GrowingConditions = referenceConditions({
  SunRequirements: [1, 3, 6],
  WaterRequirements: [1, 3],
  HardinessZones: [14],
  Fertilizers: [3],
});

function designPlant(overrides: Partial<DesignPlant> = {}): DesignPlant {
  return {
    Id: 301,
    PlantId: 2001,
    CommonName: 'Lavender',
    BotanicalName: 'Lavandula angustifolia',
    Thumbnail: '',
    FertilizerId: 3,
    FertilizerName: 'Compost or well-rotted manure',
    ...overrides,
  };
}

/** The 12 ft × 4 ft bed: 6 in of soil, plants every 12 in (SPEC §5's worked figures). */
export function design(overrides: Partial<Design> = {}): Design {
  const base = {
    Id: 5,
    Name: 'Sunny border',
    StyleId: 0,
    ZoneId: 0,
    SunRequirementId: 6,
    WaterRequirementId: 3,
    LengthFt: 12,
    LengthIn: 0,
    WidthFt: 4,
    WidthIn: 0,
    SoilDepth: 6,
    SoilUnit: 'in' as const,
    SoilNeeded: true,
    MulchDepth: 2,
    MulchUnit: 'in' as const,
    MulchNeeded: true,
    AvgPlantSpacing: 12,
    IrrigationType: 0,
    IrrigationTypeInstalledNeeded: -1,
    EdgingType: 1,
    EdgingTypeInstalledNeeded: 1,
    EdgingNeededFt: 32,
    EdgingNeededIn: 0,
    OtherMaterials: '',
    BloomTime: '',
    BloomColors: '',
    BloomColorsNames: '',
    EdgingSide: 0,
    EdgingArea: 0,
    CopyPlants: true,
    UpdatedAt: '2025-04-01T10:00:00.000Z',
    Plants: [designPlant(), designPlant({ Id: 302, PlantId: 2002, CommonName: 'Salvia', BotanicalName: '' })],
    ...overrides,
  };
  return { ...base, ...designFigures(base), Materials: materialsList(base, base.Plants), ...overrides };
}

export function designListItem(overrides: Partial<DesignListItem> = {}): DesignListItem {
  return {
    Id: 5,
    Name: 'Sunny border',
    StyleId: 0,
    ZoneId: 0,
    SunRequirementId: 6,
    WaterRequirementId: 3,
    AreaFt: 48,
    AreaIn: 0,
    TotalPlantsRequired: 48,
    PlantCount: 2,
    UpdatedAt: '2025-04-01T10:00:00.000Z',
    Firstname: 'Sam',
    Thumbnail: '/api/LandscapeDesign/5/Layout.svg',
    WebImage: '/api/LandscapeDesign/5/Layout.svg',
    TotalRows: 1,
    ...overrides,
  };
}

export function plantListItem(overrides: Partial<PlantListItem> = {}): PlantListItem {
  return {
    Id: 2003,
    CommonName: 'Coneflower',
    BotanicalName: 'Echinacea purpurea',
    OtherNames: [],
    CategoryId: 1,
    CategoryName: 'Perennials',
    Thumbnail: '',
    SunRequirementId: 6,
    AltSunRequirementId: 0,
    WaterRequirementId: 3,
    ZoneLowId: 5,
    ZoneHighId: 20,
    IsFavorite: false,
    Thrive: null,
    ...overrides,
  };
}

export function zone(overrides: Partial<Zone> = {}): Zone {
  return {
    Id: 8,
    YardId: 5,
    YardName: 'Front yard',
    Name: 'Border bed',
    SunRequirementId: 3,
    WaterRequirementId: 1,
    YardHardinessZoneId: 14,
    Notes: '',
    PlantCount: 2,
    ...overrides,
  };
}

/** A style a design can start from: it suits part shade and dry soil. */
export function styleDetails(): LandscapeStyleDetails {
  return {
    Id: 3,
    Name: 'Cottage',
    Description: 'Loose, abundant planting.',
    Thumbnail: '',
    WebImage: '',
    PlantCount: 12,
    Profile: {
      SunRequirements: [{ Id: 3, Name: 'Part Shade' }],
      WaterRequirements: [{ Id: 1, Name: 'Dry' }],
      HardinessZoneLow: null,
      HardinessZoneHigh: null,
      GrowthRates: [],
      Effort: [],
      Attractants: [],
      Costs: [],
    },
    Tips: [],
  };
}

/** A partner product as the API sends it: a bag of compost by default. */
export function product(overrides: Partial<Product> = {}): Product {
  return {
    Id: 4,
    Name: 'Screened Garden Compost',
    BrandName: 'Greenleaf',
    ProductCategoryId: 2,
    ProductCategoryName: 'Soil and Amendments',
    Description: 'Fine, weed-free compost.',
    SKU: 'GL-CMP-1CF',
    ProductSize: '1 cu ft bag',
    Quantity: 1,
    Price: 8.99,
    Currency: 'USD',
    URL: 'https://greenleaf.example.org/shop/garden-compost',
    ImagePath: '',
    ...overrides,
  };
}
