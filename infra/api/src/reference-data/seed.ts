import { getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { plantAttributes, plants, referenceItems } from '../db/schema';
import { catalogueEntrySchema, ZONE_LABELS, type CatalogueEntry } from './catalogue-entry';
import { readCatalogueFiles, readList } from './reference-files';
import { linkPlantPests } from './plant-pests';
import { seedFeaturedPlants } from './seed-featured-plants';
import { seedOperatorData } from './seed-operator-data';
import { forgetReferenceData } from '../features/common/reference-cache';
import { seedPartnerProducts } from './seed-partner-products';
import { seedLandscapeStyles } from './seed-landscape-styles';
import { seedPlantIllustrations } from './seed-plant-illustrations';
import { weedStatusOf } from './weed-status';

/** The reference lists of SPEC §3 and DESIGN §6, each a file in reference-data/lists. */
export const REFERENCE_LISTS = [
  'sun-requirements',
  'water-requirements',
  'hardiness-zones',
  'growth-rates',
  'effort',
  'costs',
  'attractants',
  'resistances',
  'tolerances',
  'poisonous',
  'plant-categories',
  'flower-times',
  'leaf-retentions',
  'partner-types',
  'expert-topics',
  'care-categories',
  'care-tips',
  'countries',
  'states',
  'genders',
  'fertilizers',
  'pests',
] as const;

/** Attribute lists a plant links to (plant_attributes.list). */
const PLANT_ATTRIBUTE_LISTS = {
  attractants: 'attractants',
  resistances: 'resistances',
  tolerances: 'tolerances',
  poisonous: 'poisonous',
  bloomTimes: 'flower-times',
} as const;

function idsByName(list: string): (name: string) => number {
  const ids = new Map(readList(list).map((item) => [item.Name, item.Id]));
  return (name) => {
    const id = ids.get(name);
    if (id === undefined) throw new Error(`"${name}" is not in the ${list} list`);
    return id;
  };
}

function curatedCatalogue(): { categoryId: number; entry: CatalogueEntry }[] {
  const categoryIds = new Map(readList('plant-categories').map((c) => [String(c.Key), c.Id]));
  return readCatalogueFiles().flatMap(({ category, entries }) =>
    entries.map((raw) => {
      const parsed = catalogueEntrySchema.safeParse(raw);
      const name = (raw as { commonName?: string }).commonName ?? '(unnamed)';
      if (!parsed.success) throw new Error(`catalogue/${category}.json, ${name}: ${parsed.error.message}`);
      const categoryId = categoryIds.get(category);
      if (!categoryId) throw new Error(`catalogue/${category}.json is not a known category`);
      return { categoryId, entry: parsed.data };
    }),
  );
}

/** Every column of a plant but its id, taken from the row being inserted on conflict. */
const updateFromExcluded = Object.fromEntries(
  Object.entries(getTableColumns(plants))
    .filter(([key]) => key !== 'id')
    .map(([key, column]) => [key, sql.raw(`excluded.${column.name}`)]),
);

/**
 * Writes the reference lists and the curated catalogue. Idempotent: running it again
 * updates what changed in the files and adds nothing twice.
 */
export async function seedReferenceData(db: Database): Promise<{ items: number; plants: number }> {
  const items = REFERENCE_LISTS.flatMap((list) =>
    readList(list).map(({ Id, Name, ...extra }) => ({ list, id: Id, name: Name, extra })),
  );
  const catalogue = curatedCatalogue();
  const sun = idsByName('sun-requirements');
  const water = idsByName('water-requirements');
  const growth = idsByName('growth-rates');
  const leaf = idsByName('leaf-retentions');
  const effort = idsByName('effort');
  const zoneId = (label: string) => ZONE_LABELS.indexOf(label) + 1;
  const attributeIds = Object.entries(PLANT_ATTRIBUTE_LISTS).map(
    ([field, list]) => [field as keyof typeof PLANT_ATTRIBUTE_LISTS, list, idsByName(list)] as const,
  );

  await db.transaction(async (tx) => {
    await tx
      .insert(referenceItems)
      .values(items)
      .onConflictDoUpdate({
        target: [referenceItems.list, referenceItems.id],
        set: { name: sql.raw('excluded.name'), extra: sql.raw('excluded.extra') },
      });
    if (!catalogue.length) return;
    const rows = catalogue.map(({ categoryId, entry }) => ({
      commonName: entry.commonName,
      botanicalName: entry.botanicalName,
      otherNames: entry.otherNames,
      description: entry.description,
      categoryId,
      lifecycle: entry.lifecycle,
      sunRequirementId: sun(entry.sun),
      altSunRequirementId: entry.altSun ? sun(entry.altSun) : 0,
      waterRequirementId: water(entry.water),
      zoneLowId: zoneId(entry.zoneLow),
      zoneHighId: zoneId(entry.zoneHigh),
      bloomColors: entry.bloomColors,
      heightMinIn: Math.round(entry.heightInches.min),
      heightMaxIn: Math.round(entry.heightInches.max),
      spreadMinIn: Math.round(entry.spreadInches.min),
      spreadMaxIn: Math.round(entry.spreadInches.max),
      growthRateId: growth(entry.growthRate),
      leafRetentionId: leaf(entry.leafRetention),
      effortId: effort(entry.effort),
      source: 'curated',
      // Curated plants gardeners grow can be weeds too (English ivy): marked like imported ones.
      weedStatus: weedStatusOf(entry.botanicalName),
    }));
    const saved = await tx
      .insert(plants)
      .values(rows)
      .onConflictDoUpdate({ target: plants.botanicalName, set: updateFromExcluded })
      .returning({ id: plants.id, botanicalName: plants.botanicalName });
    const idOf = new Map(saved.map((plant) => [plant.botanicalName, plant.id]));
    await tx.delete(plantAttributes).where(inArray(plantAttributes.plantId, [...idOf.values()]));
    const links = catalogue.flatMap(({ entry }) =>
      attributeIds.flatMap(([field, list, toId]) =>
        entry[field].map((name) => ({ plantId: idOf.get(entry.botanicalName)!, list, itemId: toId(name) })),
      ),
    );
    if (links.length) await tx.insert(plantAttributes).values(links);
  });
  await linkPlantPests(db);
  await seedOperatorData(db);
  forgetReferenceData(db);
  // Featured plants name catalogue plants and sponsors: both are written by now.
  await seedFeaturedPlants(db);
  // Partner products name sponsors and catalogue plants too.
  await seedPartnerProducts(db);
  // Landscape style palettes name catalogue plants.
  await seedLandscapeStyles(db);
  // Every plant's picture, imported plants included: drawn now rather than per request.
  await seedPlantIllustrations(db);
  return { items: items.length, plants: catalogue.length };
}
