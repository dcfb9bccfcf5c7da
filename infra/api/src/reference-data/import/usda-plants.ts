import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { plantAttributes, plants } from '../../db/schema';
import { readCatalogueFiles } from '../reference-files';
import { botanicalKey } from './botanical-name';
import { setFromExcluded } from './excluded';
import type { ImportOptions, ImportResult } from './import-result';
import { runImport, type RowImporter } from './run-import';
import { mapUsdaPlant, type PlantAttribute } from './usda-plant-mapping';
import { seedPlantIllustrations } from '../seed-plant-illustrations';

export const USDA_PLANTS_DATASET = 'usda-plants-characteristics';
export const USDA_PLANTS_FILE = 'usda_plants_characteristics.csv';
export const USDA_PLANTS_SOURCE = 'usda-plants';

type Plant = typeof plants.$inferInsert;
interface UsdaRow {
  plant: Plant;
  attributes: PlantAttribute[];
}

/**
 * Our curated plants, by botanical key: from the database (seeded) and from the catalogue
 * files too, so an import run before the first seed still leaves them to the seed.
 */
async function curatedKeys(db: Database): Promise<Set<string>> {
  const seeded = await db
    .select({ name: plants.botanicalName })
    .from(plants)
    .where(eq(plants.source, 'curated'));
  const files = readCatalogueFiles().flatMap(({ entries }) =>
    entries.map((entry) => String((entry as { botanicalName?: unknown }).botanicalName ?? '')),
  );
  return new Set([...seeded.map((row) => row.name), ...files].filter(Boolean).map(botanicalKey));
}

function usdaImporter(curated: Set<string>): RowImporter<UsdaRow> {
  return {
    dataset: USDA_PLANTS_DATASET,
    columns: ['scientific_name', 'common_name', 'duration', 'growth_habit'],
    check(values) {
      const mapped = mapUsdaPlant(values);
      if ('reject' in mapped) return mapped;
      const key = botanicalKey(mapped.plant.botanicalName);
      // Curated plants are ours to describe: the import never overwrites or duplicates one.
      if (curated.has(key)) return { skip: true };
      return {
        key,
        row: { plant: { ...mapped.plant, source: USDA_PLANTS_SOURCE }, attributes: mapped.attributes },
      };
    },
    async write(tx, rows) {
      const saved = await tx
        .insert(plants)
        .values(rows.map((row) => row.plant))
        .onConflictDoUpdate({
          target: plants.botanicalName,
          set: setFromExcluded(plants, ['id']),
          // Belt and braces: a curated row of that exact name is left as it is.
          setWhere: sql`${plants.source} = ${USDA_PLANTS_SOURCE}`,
        })
        .returning({ id: plants.id, botanicalName: plants.botanicalName });
      if (!saved.length) return 0;
      const idOf = new Map(saved.map((plant) => [plant.botanicalName, plant.id]));
      await tx.delete(plantAttributes).where(inArray(plantAttributes.plantId, [...idOf.values()]));
      const links = rows.flatMap((row) => {
        const plantId = idOf.get(row.plant.botanicalName);
        return plantId === undefined ? [] : row.attributes.map((link) => ({ plantId, ...link }));
      });
      if (links.length) await tx.insert(plantAttributes).values(links);
      return saved.length;
    },
  };
}

export async function importUsdaPlants(
  db: Database,
  file: string,
  options?: ImportOptions,
): Promise<ImportResult> {
  const curated = await curatedKeys(db);
  const { skipped, ...result } = await runImport(db, file, usdaImporter(curated), options);
  // Imported plants get their pictures now: the seed runs only when our own files change.
  await seedPlantIllustrations(db);
  return { ...result, matchedCurated: skipped };
}
