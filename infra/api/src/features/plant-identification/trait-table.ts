import { eq } from 'drizzle-orm';
import type { IdentificationQuestion } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { plantAttributes, plants } from '../../db/schema';
import { cachedReference } from '../common/reference-cache';
import { listItems } from '../common/reference-lists';
import { leafTraitsByName } from './leaf-traits-file';
import { colourFamilies, floweringSeason, heightBands, leafKeeping } from './plant-trait-values';

/** A question's values for one plant: null when its data does not say (never a reason to rule it out). */
export type TraitValues = readonly string[] | null;

/** A catalogue plant as the key and the photo matching see it (the table is in candidate order). */
export interface KeyPlant {
  id: number;
  commonName: string;
  botanicalName: string;
  /** Written by us (complete data) rather than imported from a public table. */
  curated: boolean;
  traits: Readonly<Record<IdentificationQuestion, TraitValues>>;
}

const CURATED = 'curated';

/**
 * Every catalogue plant with its traits in the key's terms. Curated plants know all their
 * traits: no bloom colours means no showy flowers. An imported plant's empty list only
 * means its table did not say, so it is unknown (null).
 */
async function readTraitTable(db: Database): Promise<readonly KeyPlant[]> {
  const [rows, flowerTimeLinks, categories, flowerTimes, retentions] = await Promise.all([
    db
      .select({
        id: plants.id,
        commonName: plants.commonName,
        botanicalName: plants.botanicalName,
        categoryId: plants.categoryId,
        bloomColors: plants.bloomColors,
        heightMinIn: plants.heightMinIn,
        heightMaxIn: plants.heightMaxIn,
        leafRetentionId: plants.leafRetentionId,
        source: plants.source,
      })
      .from(plants),
    db
      .select({ plantId: plantAttributes.plantId, itemId: plantAttributes.itemId })
      .from(plantAttributes)
      .where(eq(plantAttributes.list, 'flower-times')),
    listItems(db, 'plant-categories'),
    listItems(db, 'flower-times'),
    listItems(db, 'leaf-retentions'),
  ]);
  const formOf = new Map(categories.map((item) => [item.Id, String(item.Key)]));
  const seasonOf = new Map(flowerTimes.map((item) => [item.Id, floweringSeason(item.Name)]));
  const keepingOf = new Map(retentions.map((item) => [item.Id, leafKeeping(item.Name)]));
  const seasons = new Map<number, string[]>();
  for (const { plantId, itemId } of flowerTimeLinks) {
    const season = seasonOf.get(itemId);
    if (!season) continue;
    const list = seasons.get(plantId) ?? [];
    if (!list.includes(season)) list.push(season);
    seasons.set(plantId, list);
  }
  const leaves = leafTraitsByName();
  const keyPlants = rows.map((row): KeyPlant => {
    const curated = row.source === CURATED;
    const known = (values: readonly string[]): TraitValues => (curated || values.length > 0 ? values : null);
    const leaf = leaves.get(row.botanicalName);
    const form = formOf.get(row.categoryId);
    return {
      id: row.id,
      commonName: row.commonName,
      botanicalName: row.botanicalName,
      curated,
      traits: {
        form: form ? [form] : null,
        leafShape: leaf?.leafShapes ?? null,
        leafArrangement: leaf?.leafArrangements ?? null,
        flowerColour: known(colourFamilies(row.bloomColors)),
        floweringSeason: known(seasons.get(row.id) ?? []),
        height: heightBands(row.heightMinIn, row.heightMaxIn),
        evergreen: keepingOf.get(row.leafRetentionId) ?? null,
      },
    };
  });
  // The order candidates keep among equal matches: curated first (their data is whole), then by name.
  const byName = new Intl.Collator('en', { sensitivity: 'base' });
  return keyPlants.sort(
    (a, b) =>
      Number(b.curated) - Number(a.curated) || byName.compare(a.commonName, b.commonName) || a.id - b.id,
  );
}

/**
 * The trait table of the whole catalogue, kept in memory as reference data (reference-cache.ts):
 * the key narrows it in a few milliseconds per answer, where SQL would need one query per
 * option count. It is dropped at once by a seed or import in this process.
 */
export function traitTable(db: Database): Promise<readonly KeyPlant[]> {
  return cachedReference(db, 'identification:traits', () => readTraitTable(db));
}
