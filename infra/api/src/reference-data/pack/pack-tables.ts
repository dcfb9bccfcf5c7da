import { mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { csvLine } from '../import/csv-record';
import { ImportFileError, readCsvRows } from '../import/csv-rows';
import { DATASETS, type Dataset } from '../import/datasets';
import { tableFile } from '../import/import-directory';

export type PackOutcome =
  | {
      file: string;
      status: 'packed';
      path: string;
      rows: number;
      dropped: number;
      bytes: number;
      from: number;
    }
  | { file: string; status: 'missing' | 'failed'; note: string };

/**
 * One table compacted: only the columns its import reads (Dataset.columns), in that order,
 * gzipped. Rows that cannot be split into the header's columns are dropped (the import
 * would reject them); every other row is kept as it is, so the compact table imports to the
 * same rows as the full one.
 */
async function packTable(source: string, dataset: Dataset, outDir: string): Promise<PackOutcome> {
  const lines = [csvLine(dataset.columns)];
  let dropped = 0;
  for await (const row of readCsvRows(source, dataset.columns)) {
    if (row.error !== undefined) dropped += 1;
    else lines.push(csvLine(dataset.columns.map((column) => row.values[column])));
  }
  // Level 9 and no file name or time in the header: the same table packs to the same bytes.
  const packed = gzipSync(`${lines.join('\n')}\n`, { level: 9 });
  const target = path.join(outDir, `${dataset.file}.gz`);
  writeFileSync(`${target}.partial`, packed);
  renameSync(`${target}.partial`, target); // whole or not at all
  return {
    file: dataset.file,
    status: 'packed',
    path: target,
    rows: lines.length - 1,
    dropped,
    bytes: packed.length,
    from: statSync(source).size,
  };
}

/**
 * `npm run data -- pack <dir>`: the public tables of `dir` (the full downloads, as `fetch`
 * writes them) compacted into `outDir`, by default the folder the repo ships and the first
 * start imports (DESIGN §6). Repeat it when a source is refreshed.
 */
export async function packTables(fromDir: string, outDir: string): Promise<PackOutcome[]> {
  mkdirSync(outDir, { recursive: true });
  const outcomes: PackOutcome[] = [];
  for (const dataset of DATASETS) {
    const source = tableFile(fromDir, dataset);
    if (!source) {
      outcomes.push({ file: dataset.file, status: 'missing', note: `not in ${fromDir}` });
      continue;
    }
    try {
      outcomes.push(await packTable(source, dataset, outDir));
    } catch (error) {
      if (!(error instanceof ImportFileError)) throw error;
      outcomes.push({ file: dataset.file, status: 'failed', note: error.message });
    }
  }
  return outcomes;
}
