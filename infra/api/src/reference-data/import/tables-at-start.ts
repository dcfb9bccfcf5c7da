import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../../db/database';
import { REFERENCE_DATA_ROOT } from '../reference-files';
import { DATASETS, type Dataset } from './datasets';
import { describeEntry } from './describe-entry';
import { importDatasetTable, tableFile, type DirectoryEntry } from './import-directory';
import { recordedImports, type ImportOrigin, type RecordedImport } from './import-record';
import { importVersion, rulesOf } from './import-version';
import { countText } from '@thrive/shared/count-text';

/** The public tables the repo ships, compacted (`npm run data -- pack`; its README says what they are). */
export const SHIPPED_TABLES_DIR = path.join(REFERENCE_DATA_ROOT, 'public');

interface Wanted {
  dataset: Dataset;
  file: string;
  origin: ImportOrigin;
}

/** The table to import for a dataset: REFERENCE_DATA_DIR's when it has one, else the shipped one. */
function tableFor(dataset: Dataset, folder: string | undefined, shippedDir: string): Wanted | null {
  const fromFolder = folder ? tableFile(folder, dataset) : null;
  if (fromFolder) return { dataset, file: fromFolder, origin: 'folder' };
  const shipped = tableFile(shippedDir, dataset);
  return shipped ? { dataset, file: shipped, origin: 'shipped' } : null;
}

/**
 * Whether the table must be imported: never imported, or imported from another file or by
 * other rules. A table an operator imported from a folder (a newer download) is not
 * replaced by the shipped copy while the rules stay the same.
 */
function isDue(wanted: Wanted, recorded: RecordedImport | undefined): boolean {
  if (!recorded) return true;
  const version = importVersion(wanted.dataset, wanted.file);
  if (recorded.version === version) return false;
  const keepsFolderTable = wanted.origin === 'shipped' && recorded.origin === 'folder';
  return !(keepsFolderTable && rulesOf(recorded.version) === rulesOf(version));
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/**
 * At every start, after seedReferenceData (so curated plants are known): imports the public
 * tables that were never imported, or whose file or import rules changed since. A fresh
 * install thus knows every ZIP's zone, the stations, their frost dates and the USDA
 * catalogue with no variable set (about five seconds, once); later starts hash the tables
 * (0.6 MB) and our rule files, and read one table. REFERENCE_DATA_DIR names a folder of newer
 * tables to import instead of the shipped ones (tables it lacks come from the repo). Returns
 * what it imported. `shippedDir` is for tests.
 */
export async function importPublicTablesAtStart(
  db: Database,
  folder: string | undefined,
  log: (message: string) => void,
  shippedDir = SHIPPED_TABLES_DIR,
): Promise<DirectoryEntry[]> {
  if (folder && !existsSync(folder))
    log(
      `Reference data: ${folder} (REFERENCE_DATA_DIR) does not exist; the tables shipped in the repo are used`,
    );
  const recorded = await recordedImports(db);
  const due = DATASETS.map((dataset) => tableFor(dataset, folder, shippedDir)).filter(
    (wanted): wanted is Wanted => wanted !== null && isDue(wanted, recorded.get(wanted.dataset.dataset)),
  );
  if (!due.length) return [];
  const from = folder && due.some((wanted) => wanted.origin === 'folder') ? folder : 'the repo';
  log(
    `Reference data: importing ${countText(due.length, 'public table', 'public tables')} from ${from} (a few seconds; later starts skip them)`,
  );
  const started = performance.now();
  const entries: DirectoryEntry[] = [];
  for (const { dataset, file, origin } of due) {
    const began = performance.now();
    const entry = await importDatasetTable(db, file, dataset, origin, {
      onProgress: ({ file: name, read }) =>
        log(`Reference data: ${name}: ${countText(read, 'row', 'rows')} read`),
    });
    entries.push(entry);
    const [first = '', ...rest] = describeEntry(entry);
    for (const line of [`${first} (${seconds(began)})`, ...rest]) log(`Reference data: ${line}`);
  }
  log(`Reference data: public tables imported in ${seconds(started)}`);
  return entries;
}
