import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../../db/database';
import { forgetReferenceData } from '../../services/reference-cache';
import { ImportFileError } from './csv-rows';
import { DATASETS, UNUSED_FILES, type Dataset } from './datasets';
import type { ImportOptions, ImportResult } from './import-result';

/** What happened to one file of the folder. */
export type DirectoryEntry =
  | { file: string; status: 'imported'; result: ImportResult }
  | { file: string; status: 'missing' | 'not used' | 'failed'; note: string };

/** Imports one dataset's file if present; a file that cannot be read is reported, not thrown. */
export async function importDatasetFile(
  db: Database,
  dir: string,
  { dataset, file, load }: Dataset,
  options?: ImportOptions,
): Promise<DirectoryEntry> {
  const full = path.join(dir, file);
  if (!existsSync(full)) return { file, status: 'missing', note: `not in ${dir}; ${dataset} left as it is` };
  try {
    const result = await load(db, full, options);
    // The catalogue (and the searches over it) may have changed: read them afresh.
    forgetReferenceData(db);
    return { file, status: 'imported', result };
  } catch (error) {
    if (error instanceof ImportFileError) return { file, status: 'failed', note: error.message };
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
  for (const dataset of DATASETS) entries.push(await importDatasetFile(db, dir, dataset, options));
  for (const [file, why] of Object.entries(UNUSED_FILES))
    if (existsSync(path.join(dir, file))) entries.push({ file, status: 'not used', note: why });
  return entries;
}
