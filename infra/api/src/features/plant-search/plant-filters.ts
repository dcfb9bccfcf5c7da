import { and, eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PlantSearchCriteria } from '@thrive/shared/contracts';
import { FULL_RANGE_SUN_ID, NOT_SET_ID } from '@thrive/shared/thrive';
import { plantAttributes, plants } from '../../db/schema';
import type { ZoneSpan } from './hardiness-filter';
import type { InchRange } from './size-range';

/** Attribute criteria a plant must have one of (plant_attributes lists, as the seed writes them). */
const HAVE_ONE_OF = {
  FlowerTimes: 'flower-times',
  Attracants: 'attractants',
  Resistances: 'resistances',
  Tolerances: 'tolerances',
} as const;
const POISONOUS_LIST = 'poisonous';

/** The criteria, with the ones that needed the database or a conversion resolved. */
export interface PlantFilters extends Pick<
  PlantSearchCriteria,
  | 'cid'
  | 'Categories'
  | 'SunRequirementsIds'
  | 'WaterRequirementsIds'
  | 'LeafRetentions'
  | 'Poisonous'
  | keyof typeof HAVE_ONE_OF
> {
  hardiness: ZoneSpan | null;
  height: InchRange | null;
  spread: InchRange | null;
  /** Only plants that thrive in the asked zone (thrive-filter.ts). */
  thriving: SQL | null;
}

const withAttribute = (list: string, ids: number[]) =>
  inArray(
    plants.id,
    sql`(SELECT ${plantAttributes.plantId} FROM ${plantAttributes} WHERE ${and(
      eq(plantAttributes.list, list),
      inArray(plantAttributes.itemId, ids),
    )})`,
  );

/** A sun filter: the primary or the alternate sun is one asked; "Sun to Shade" suits any sun. */
const sunMatches = (ids: number[]) =>
  or(
    inArray(plants.sunRequirementId, ids),
    inArray(plants.altSunRequirementId, ids),
    eq(plants.sunRequirementId, FULL_RANGE_SUN_ID),
    eq(plants.altSunRequirementId, FULL_RANGE_SUN_ID),
  )!;

/**
 * Hardy through the whole span: the plant's coldest zone is at most the span's coldest.
 * Hardiness is winter cold; a warmest zone the plant does not know (imported plants have
 * none) does not exclude it, a known one must reach the span's warmest.
 */
const hardyIn = ({ coldest, warmest }: ZoneSpan) =>
  sql`(${plants.zoneLowId} <> ${NOT_SET_ID} AND ${plants.zoneLowId} <= ${coldest}
    AND (${plants.zoneHighId} = ${NOT_SET_ID} OR ${plants.zoneHighId} >= ${warmest}))`;

/**
 * Sizes overlap: the plant's [min, max] (one known end stands for both) meets the asked
 * range. A plant of unknown size does not match a size filter.
 */
function sizeOverlaps(minColumn: AnyColumn, maxColumn: AnyColumn, asked: InchRange) {
  const plantMin = sql`coalesce(${minColumn}, ${maxColumn})`;
  const plantMax = sql`coalesce(${maxColumn}, ${minColumn})`;
  return sql`(${plantMin} IS NOT NULL
    AND ${asked.max === null ? sql`true` : sql`${plantMin} <= ${asked.max}::float8`}
    AND ${asked.min === null ? sql`true` : sql`${plantMax} >= ${asked.min}::float8`})`;
}

/** Every asked filter as a condition; the search ANDs them (inside one list, any id matches). */
export function filterConditions(filters: PlantFilters): SQL[] {
  const conditions: (SQL | undefined)[] = [
    filters.cid ? eq(plants.categoryId, filters.cid) : undefined,
    filters.Categories.length ? inArray(plants.categoryId, filters.Categories) : undefined,
    filters.SunRequirementsIds.length ? sunMatches(filters.SunRequirementsIds) : undefined,
    filters.WaterRequirementsIds.length
      ? inArray(plants.waterRequirementId, filters.WaterRequirementsIds)
      : undefined,
    filters.LeafRetentions.length ? inArray(plants.leafRetentionId, filters.LeafRetentions) : undefined,
    ...Object.entries(HAVE_ONE_OF).map(([criterion, list]) => {
      const ids = filters[criterion as keyof typeof HAVE_ONE_OF];
      return ids.length ? withAttribute(list, ids) : undefined;
    }),
    // Poisonous lists what to avoid: toxic in none of the chosen ways.
    filters.Poisonous.length ? sql`NOT (${withAttribute(POISONOUS_LIST, filters.Poisonous)})` : undefined,
    filters.hardiness ? hardyIn(filters.hardiness) : undefined,
    filters.height ? sizeOverlaps(plants.heightMinIn, plants.heightMaxIn, filters.height) : undefined,
    filters.spread ? sizeOverlaps(plants.spreadMinIn, plants.spreadMaxIn, filters.spread) : undefined,
    filters.thriving ?? undefined,
  ];
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}
