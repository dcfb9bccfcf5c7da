import {
  PLANT_PAGE_SIZE,
  plantSearchFilterSchema,
  type PlantSearchCriteria,
  type PlantSearchFilter,
  type PlantSort,
} from '@thrive/shared/contracts';

/** The filters that are lists of ids (SPEC §3 Plant search filter, wire names). */
export const LIST_FILTERS = [
  'SunRequirementsIds',
  'WaterRequirementsIds',
  'Categories',
  'FlowerTimes',
  'LeafRetentions',
  'Attracants',
  'Resistances',
  'Tolerances',
  'Poisonous',
] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];

/** The slider's filters as the request names them: what Apply sets and browser storage keeps. */
export type SearchFilters = Pick<
  PlantSearchCriteria,
  ListFilter | 'YardId' | 'ZipCode' | 'Radius' | 'IsRadiusSelected' | 'AdultHeight' | 'AdultSpread'
>;

/** Filters and sort: what the search keeps between visits (SPEC §9 browser storage). */
export interface SavedSearch {
  filters: SearchFilters;
  s: PlantSort;
}

const DEFAULTS = plantSearchFilterSchema.parse({});

export function pickFilters(criteria: PlantSearchCriteria): SearchFilters {
  return {
    SunRequirementsIds: criteria.SunRequirementsIds,
    WaterRequirementsIds: criteria.WaterRequirementsIds,
    Categories: criteria.Categories,
    FlowerTimes: criteria.FlowerTimes,
    LeafRetentions: criteria.LeafRetentions,
    Attracants: criteria.Attracants,
    Resistances: criteria.Resistances,
    Tolerances: criteria.Tolerances,
    Poisonous: criteria.Poisonous,
    YardId: criteria.YardId,
    ZipCode: criteria.ZipCode,
    Radius: criteria.Radius,
    IsRadiusSelected: criteria.IsRadiusSelected,
    AdultHeight: criteria.AdultHeight,
    AdultSpread: criteria.AdultSpread,
  };
}

export const NO_FILTERS: SearchFilters = pickFilters(DEFAULTS);
export const DEFAULT_SORT: PlantSort = DEFAULTS.s;

/** Which hardiness the filters ask for: none, a yard's zone, or a ZIP code's. */
export function hardinessSource(filters: SearchFilters): 'any' | 'yard' | 'zip' {
  if (filters.YardId > 0) return 'yard';
  if (filters.ZipCode) return 'zip';
  return 'any';
}

/** How many filters are on: each chosen value, a hardiness, a height, a spread, "thrive here". */
export function activeFilterCount(filters: SearchFilters, thriveOnly = false): number {
  const chosen = LIST_FILTERS.reduce((sum, list) => sum + filters[list].length, 0);
  return (
    chosen +
    (hardinessSource(filters) === 'any' ? 0 : 1) +
    (filters.AdultHeight ? 1 : 0) +
    (filters.AdultSpread ? 1 : 0) +
    (thriveOnly ? 1 : 0)
  );
}

interface RequestParts {
  filters: SearchFilters;
  s: PlantSort;
  k: string;
  i: number;
  /** The zone whose thriving plants only are listed (and scored); 0 for none. */
  zid: number;
}

/** The body of POST users/0/PlantSearch/ (SPEC §3 Plant search filter). */
export function searchRequest({ filters, s, k, i, zid }: RequestParts): PlantSearchFilter {
  return { i, c: PLANT_PAGE_SIZE, k: k.trim(), s, ...filters, zid };
}

/** A stored search of another shape or a corrupt one counts as none (never throws). */
export function restoreSavedSearch(stored: PlantSearchCriteria | null): SavedSearch {
  if (!stored) return { filters: NO_FILTERS, s: DEFAULT_SORT };
  return { filters: pickFilters(stored), s: stored.s };
}

/** What is kept in browser storage: the filters and sort, never the page or the zone. */
export function savedSearchValue({ filters, s }: SavedSearch): PlantSearchFilter {
  return { ...filters, s };
}
