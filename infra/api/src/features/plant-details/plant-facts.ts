import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ReferenceItem } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { plantAttributes, referenceItems } from '../../db/schema';
import { knownPlant, type CataloguePlantRow } from '../common/known-plant';

/** The reference lists a plant's ids point into. */
const NAME_LISTS = [
  'plant-categories',
  'sun-requirements',
  'water-requirements',
  'hardiness-zones',
  'growth-rates',
  'leaf-retentions',
  'effort',
] as const;

/** A reference item a plant points to, with its list's extra fields (a sun's Description ...). */
export interface NamedItem extends ReferenceItem {
  extra: Record<string, unknown>;
}

export type PlantRow = CataloguePlantRow;

/** A catalogue plant with every id resolved to its reference item, and its attribute links. */
export interface PlantFacts {
  plant: PlantRow;
  category: NamedItem;
  sun: NamedItem;
  altSun: NamedItem;
  water: NamedItem;
  zoneLow: NamedItem;
  zoneHigh: NamedItem;
  growthRate: NamedItem;
  leafRetention: NamedItem;
  effort: NamedItem;
  /** Items the plant links to, by list ('flower-times', 'attractants' ...), in id order. */
  attributes: ReadonlyMap<string, ReferenceItem[]>;
}

/** Id 0 (not known) and ids missing from a list read as an empty name. */
const UNKNOWN = (id: number): NamedItem => ({ Id: id, Name: '', extra: {} });

type ItemRow = typeof referenceItems.$inferSelect;
type LinkRow = { plantId: number; list: string; Id: number; Name: string };

/** The reference items plants point into (a few hundred rows), for one or many plants. */
export const nameListItems = (db: Database): Promise<ItemRow[]> =>
  db
    .select()
    .from(referenceItems)
    .where(inArray(referenceItems.list, [...NAME_LISTS]));

/** The attribute items plants link to, by plant, in list and id order. */
export const attributeLinks = (db: Database, plantIds: readonly number[]): Promise<LinkRow[]> =>
  db
    .select({
      plantId: plantAttributes.plantId,
      list: plantAttributes.list,
      Id: referenceItems.id,
      Name: referenceItems.name,
    })
    .from(plantAttributes)
    .innerJoin(
      referenceItems,
      and(eq(referenceItems.list, plantAttributes.list), eq(referenceItems.id, plantAttributes.itemId)),
    )
    .where(inArray(plantAttributes.plantId, [...plantIds]))
    .orderBy(asc(plantAttributes.plantId), asc(plantAttributes.list), asc(referenceItems.id));

/** Resolves plants' ids against the name lists; `links` may hold other plants' rows too. */
export function factsAssembler(items: readonly ItemRow[]) {
  const byList = new Map<string, Map<number, NamedItem>>();
  for (const item of items) {
    if (!byList.has(item.list)) byList.set(item.list, new Map());
    byList.get(item.list)!.set(item.id, { Id: item.id, Name: item.name, extra: item.extra });
  }
  const named = (list: (typeof NAME_LISTS)[number], id: number) => byList.get(list)?.get(id) ?? UNKNOWN(id);
  return (plant: PlantRow, links: readonly LinkRow[]): PlantFacts => {
    const attributes = new Map<string, ReferenceItem[]>();
    for (const { list, Id, Name } of links)
      attributes.set(list, [...(attributes.get(list) ?? []), { Id, Name }]);
    return {
      plant,
      category: named('plant-categories', plant.categoryId),
      sun: named('sun-requirements', plant.sunRequirementId),
      altSun: named('sun-requirements', plant.altSunRequirementId),
      water: named('water-requirements', plant.waterRequirementId),
      zoneLow: named('hardiness-zones', plant.zoneLowId),
      zoneHigh: named('hardiness-zones', plant.zoneHighId),
      growthRate: named('growth-rates', plant.growthRateId),
      leafRetention: named('leaf-retentions', plant.leafRetentionId),
      effort: named('effort', plant.effortId),
      attributes,
    };
  };
}

/** One plant with its names and attribute links, in three queries; 404 for an unknown plant. */
export async function plantFacts(db: Database, plantId: number): Promise<PlantFacts> {
  const [plant, items, links] = await Promise.all([
    knownPlant(db, plantId),
    nameListItems(db),
    attributeLinks(db, [plantId]),
  ]);
  return factsAssembler(items)(plant, links);
}

/** "Does Not Flower Showily" in lists/flower-times.json. */
const NOT_SHOWY_FLOWER_TIME = 'Does Not Flower Showily';

/** Names of the items the plant links to in one list. */
export const attributeNames = (facts: PlantFacts, list: string): string[] =>
  (facts.attributes.get(list) ?? []).map((item) => item.Name);

export const hasShowyFlowers = (facts: PlantFacts): boolean =>
  attributeNames(facts, 'flower-times').some((name) => name !== NOT_SHOWY_FLOWER_TIME);

/** The category key ('vegetables' ...) the fertilizer rules and care tips match on. */
export const categoryKey = (facts: PlantFacts): string => String(facts.category.extra.Key ?? '');
