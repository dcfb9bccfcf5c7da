import { existsSync } from 'node:fs';
import type { Database } from '../../db/database';
import { dataImports } from '../../db/schema';
import { DATASETS } from './datasets';
import { describeEntry } from './describe-entry';
import { importDatasetFile, type DirectoryEntry } from './import-directory';

/**
 * At server start with REFERENCE_DATA_DIR: imports the public tables that were never
 * imported (no data_imports row), so the first start loads them and later starts cost one
 * query. Run it after seedReferenceData, so curated plants are known. Re-import on purpose
 * with `npm run data -- import <dir>`.
 */
export async function importAtFirstStart(
  db: Database,
  dir: string | undefined,
  log: (message: string) => void,
): Promise<DirectoryEntry[]> {
  if (!dir) return [];
  if (!existsSync(dir)) {
    log(`Reference data: ${dir} does not exist; no public tables imported`);
    return [];
  }
  const done = new Set(
    (await db.select({ dataset: dataImports.dataset }).from(dataImports)).map((r) => r.dataset),
  );
  const entries: DirectoryEntry[] = [];
  for (const dataset of DATASETS.filter((candidate) => !done.has(candidate.dataset))) {
    const entry = await importDatasetFile(db, dir, dataset, {
      onProgress: ({ file, read }) => log(`Reference data: ${file}: ${read} rows read`),
    });
    entries.push(entry);
    for (const line of describeEntry(entry)) log(`Reference data: ${line}`);
  }
  return entries;
}
