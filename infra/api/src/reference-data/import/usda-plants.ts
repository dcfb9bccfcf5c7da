import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { plantAttributes, plants } from '../../db/schema';
import { readCatalogueFiles } from '../reference-files';
import { seedPlantIllustrations } from '../seed-plant-illustrations';
import { botanicalKey, speciesKey } from './botanical-name';
import { readCsvRows } from './csv-rows';
import { setFromExcluded } from './excluded';
import type { ImportOptions, ImportResult } from './import-result';
import { runImport, type RowImporter } from './run-import';
import { removeStaleImportedPlants } from './stale-imported-plants';
import { planCatalogue, type CataloguePlan, type PlanRow } from './usda-catalogue-plan';
import { mapUsdaPlant, USDA_COLUMNS_READ, type PlantAttribute } from './usda-plant-mapping';
import { USDA_SYNONYMS } from './usda-rule-files';

export const USDA_PLANTS_DATASET = 'usda-plants-characteristics';
export const USDA_PLANTS_FILE = 'usda_plants_characteristics.csv';
const USDA_PLANTS_SOURCE = 'usda-plants';
const REQUIRED_COLUMNS = ['scientific_name', 'common_name', 'duration', 'growth_habit'];

type Plant = typeof plants.$inferInsert;
interface UsdaRow {
  plant: Plant;
  attributes: PlantAttribute[];
}

/**
 * The species of our curated plants, by species key: from the database (seeded) and from
 * the catalogue files too, so an import run before the first seed still leaves them to the
 * seed. A USDA species is curated when it is one of them or a synonym of one.
 */
async function curatedSpecies(db: Database): Promise<(species: string) => boolean> {
  const seeded = await db
    .select({ name: plants.botanicalName })
    .from(plants)
    .where(eq(plants.source, 'curated'));
  const files = readCatalogueFiles().flatMap(({ entries }) =>
    entries.map((entry) => String((entry as { botanicalName?: unknown }).botanicalName ?? '')),
  );
  const species = new Set([...seeded.map((row) => row.name), ...files].map(speciesKey).filter(Boolean));
  return (key) => species.has(key) || species.has(USDA_SYNONYMS.get(key) ?? '');
}

/** The table's plants as the plan weighs them (a first, quick pass: about 2,000 rows). */
async function planRows(file: string): Promise<PlanRow[]> {
  const rows: PlanRow[] = [];
  for await (const csvRow of readCsvRows(file, REQUIRED_COLUMNS)) {
    if (csvRow.error !== undefined) continue; // rejected, with its reason, by the import itself
    const mapped = mapUsdaPlant(csvRow.values);
    if ('reject' in mapped) continue;
    rows.push({
      scientificName: csvRow.values.scientific_name!,
      botanicalName: mapped.plant.botanicalName,
      commonName: mapped.plant.commonName,
      filled: USDA_COLUMNS_READ.filter((column) => csvRow.values[column]).length,
    });
  }
  return rows;
}

function usdaImporter(plan: CataloguePlan): RowImporter<UsdaRow> {
  return {
    dataset: USDA_PLANTS_DATASET,
    columns: REQUIRED_COLUMNS,
    check(values) {
      const mapped = mapUsdaPlant(values);
      if ('reject' in mapped) return mapped;
      // Curated plants are ours to describe, and a species is listed once (the plan).
      const name = plan.names.get(values.scientific_name ?? '');
      if (name === undefined) return { skip: true };
      return {
        key: botanicalKey(name),
        row: {
          plant: { ...mapped.plant, botanicalName: name, source: USDA_PLANTS_SOURCE },
          attributes: mapped.attributes,
        },
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

/**
 * USDA PLANTS characteristics into the catalogue: each plant once (usda-catalogue-plan.ts),
 * never over a curated one; plants an earlier import held and this one does not are removed
 * unless a gardener uses them (stale-imported-plants.ts).
 */
export async function importUsdaPlants(
  db: Database,
  file: string,
  options?: ImportOptions,
): Promise<ImportResult> {
  const plan = planCatalogue(await planRows(file), await curatedSpecies(db));
  const { skipped: _skipped, ...result } = await runImport(db, file, usdaImporter(plan), options);
  const stale = await removeStaleImportedPlants(db, USDA_PLANTS_SOURCE, [...plan.names.values()]);
  // Imported plants get their pictures now: the seed runs only when our own files change.
  await seedPlantIllustrations(db);
  return {
    ...result,
    matchedCurated: plan.matchedCurated,
    merged: plan.merged,
    staleRemoved: stale.removed,
    staleInUse: stale.inUse,
  };
}
