import { asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { plantIllustrations, plants } from '../db/schema';
import { illustrationHash } from '../features/plant-illustrations/illustration-hash';
import type { PlantIllustrationTraits } from '../features/plant-illustrations/illustration-traits';
import { plantIllustrationSvg } from '../features/plant-illustrations/plant-illustration-svg';
import { leafTraitsByName } from '../features/plant-identification/leaf-traits-file';
import { readList } from './reference-files';

/** Plants read per query, and rows written per statement: bounded memory for large imports. */
const PAGE_SIZE = 2000;
const WRITE_BATCH = 500;

const columns = {
  id: plants.id,
  botanicalName: plants.botanicalName,
  commonName: plants.commonName,
  description: plants.description,
  categoryId: plants.categoryId,
  leafRetentionId: plants.leafRetentionId,
  bloomColors: plants.bloomColors,
  heightMinIn: plants.heightMinIn,
  heightMaxIn: plants.heightMaxIn,
  spreadMinIn: plants.spreadMinIn,
  spreadMaxIn: plants.spreadMaxIn,
  storedHash: plantIllustrations.hash,
};

/** The next page of plants after id `after`, with the hash of the illustration stored for each. */
const readPage = (db: Database, after: number) =>
  db
    .select(columns)
    .from(plants)
    .leftJoin(plantIllustrations, eq(plantIllustrations.plantId, plants.id))
    .where(gt(plants.id, after))
    .orderBy(asc(plants.id))
    .limit(PAGE_SIZE);
type PlantTraitRow = Awaited<ReturnType<typeof readPage>>[number];

/** Turns a plant row into the generator's traits: list ids to their words, leaf shapes by name. */
function traitReader(): (row: PlantTraitRow) => PlantIllustrationTraits {
  const categories = new Map(readList('plant-categories').map((item) => [item.Id, String(item.Key)]));
  const retentions = new Map(readList('leaf-retentions').map((item) => [item.Id, item.Name]));
  const leaves = leafTraitsByName();
  return (row) => ({
    botanicalName: row.botanicalName,
    commonName: row.commonName,
    description: row.description,
    bloomColors: row.bloomColors,
    heightMinIn: row.heightMinIn,
    heightMaxIn: row.heightMaxIn,
    spreadMinIn: row.spreadMinIn,
    spreadMaxIn: row.spreadMaxIn,
    category: categories.get(row.categoryId) ?? '',
    leafRetention: retentions.get(row.leafRetentionId) ?? '',
    leafShapes: leaves.get(row.botanicalName)?.leafShapes ?? [],
  });
}

/**
 * Draws every plant's illustration (curated and imported) and stores the ones whose bytes
 * changed: a second run over the same data writes nothing. Plants are read a page at a time
 * by id, so an imported table of tens of thousands of plants is never held at once; a
 * deleted plant's illustration goes with it (on delete cascade).
 */
export async function seedPlantIllustrations(db: Database): Promise<{ plants: number; written: number }> {
  const traitsOf = traitReader();
  let after = 0;
  let seen = 0;
  let written = 0;
  for (;;) {
    const page = await readPage(db, after);
    if (!page.length) break;
    after = page.at(-1)!.id;
    seen += page.length;
    const changed = page.flatMap((row) => {
      const svg = plantIllustrationSvg(traitsOf(row));
      const hash = illustrationHash(svg);
      return hash === row.storedHash ? [] : [{ plantId: row.id, svg, hash }];
    });
    for (let start = 0; start < changed.length; start += WRITE_BATCH) {
      await db
        .insert(plantIllustrations)
        .values(changed.slice(start, start + WRITE_BATCH))
        .onConflictDoUpdate({
          target: plantIllustrations.plantId,
          set: { svg: sql.raw('excluded.svg'), hash: sql.raw('excluded.hash') },
        });
    }
    written += changed.length;
  }
  return { plants: seen, written };
}
