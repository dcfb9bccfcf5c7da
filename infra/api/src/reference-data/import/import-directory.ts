import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../../db/database';
import { forgetReferenceData } from '../../features/common/reference-cache';
import { ImportFileError } from './csv-rows';
import { DATASETS, UNUSED_FILES, type Dataset } from './datasets';
import { recordImportVersion, type ImportOrigin } from './import-record';
import type { ImportOptions, ImportResult } from './import-result';
import { importVersion } from './import-version';

/** What happened to one file of the folder. */
export type DirectoryEntry =
  | { file: string; status: 'imported'; result: ImportResult }
  | { file: string; status: 'missing' | 'not used' | 'failed'; note: string };

/** The dataset's table in `dir`: as published (`.csv`) or as the repo ships it (`.csv.gz`). */
export function tableFile(dir: string, { file }: Dataset): string | null {
  for (const name of [file, `${file}.gz`]) if (existsSync(path.join(dir, name))) return path.join(dir, name);
  return null;
}

/**
 * Imports one dataset's table from `file` and records what was imported from where; a file
 * that cannot be read is reported, not thrown.
 */
export async function importDatasetTable(
  db: Database,
  file: string,
  dataset: Dataset,
  origin: ImportOrigin,
  options?: ImportOptions,
): Promise<DirectoryEntry> {
  const name = path.basename(file);
  try {
    const version = importVersion(dataset, file);
    const result = await dataset.load(db, file, options);
    await recordImportVersion(db, dataset.dataset, { version, origin });
    // The catalogue (and the searches over it) may have changed: read them afresh.
    forgetReferenceData(db);
    return { file: name, status: 'imported', result };
  } catch (error) {
    if (error instanceof ImportFileError) return { file: name, status: 'failed', note: error.message };
    throw error;
  }
}

/**
 * Imports every known public table found in `dir` (DESIGN §6), stations before frost
 * normals; missing files are noted and skipped, tables we do not use are named as such.
 */
export async function importDirectory(
  db: Database,
  dir: string,
  options: ImportOptions = {},
): Promise<DirectoryEntry[]> {
  const entries: DirectoryEntry[] = [];
  for (const dataset of DATASETS) {
    const file = tableFile(dir, dataset);
    entries.push(
      file
        ? await importDatasetTable(db, file, dataset, 'folder', options)
        : { file: dataset.file, status: 'missing', note: `not in ${dir}; ${dataset.dataset} left as it is` },
    );
  }
  for (const [file, why] of Object.entries(UNUSED_FILES))
    if (existsSync(path.join(dir, file))) entries.push({ file, status: 'not used', note: why });
  return entries;
}
