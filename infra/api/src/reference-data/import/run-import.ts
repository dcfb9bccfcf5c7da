import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { dataImports } from '../../db/schema';
import { readCsvRows } from './csv-rows';
import {
  PROGRESS_EVERY,
  REJECTS_REPORTED,
  type ImportOptions,
  type ImportResult,
  type RowReject,
} from './import-result';

/** One row checked: a row to write under a unique key, a reject, or a row deliberately skipped. */
export type Checked<T> = { row: T; key: string } | { reject: string } | { skip: true };

export interface RowImporter<T> {
  dataset: string;
  columns: readonly string[];
  check(values: Record<string, string>): Checked<T>;
  /** Writes one batch inside its transaction; returns how many rows it loaded. */
  write(tx: Database, rows: T[]): Promise<number>;
}

const BATCH_SIZE = 1000;

/**
 * Streams a file through an importer: checks each row, writes batches of BATCH_SIZE in one
 * transaction each (so a killed import keeps whole batches only), and records the outcome
 * in data_imports. Writers upsert, so importing the same file twice gives the same rows.
 */
export async function runImport<T>(
  db: Database,
  file: string,
  importer: RowImporter<T>,
  { onProgress }: ImportOptions = {},
): Promise<ImportResult & { skipped: number }> {
  const fileName = path.basename(file);
  const counts = { read: 0, loaded: 0, rejected: 0, skipped: 0 };
  const rejects: RowReject[] = [];
  const firstLineOf = new Map<string, number>();
  let batch: T[] = [];
  const reject = (line: number, reason: string) => {
    counts.rejected += 1;
    if (rejects.length < REJECTS_REPORTED) rejects.push({ line, reason });
  };
  const flush = async () => {
    if (!batch.length) return;
    const rows = batch;
    batch = [];
    counts.loaded += await db.transaction((tx) => importer.write(tx, rows));
  };

  for await (const csvRow of readCsvRows(file, importer.columns)) {
    counts.read += 1;
    if (onProgress && counts.read % PROGRESS_EVERY === 0)
      onProgress({ dataset: importer.dataset, file: fileName, read: counts.read });
    if (csvRow.error !== undefined) {
      reject(csvRow.line, csvRow.error);
      continue;
    }
    const checked = importer.check(csvRow.values);
    if ('skip' in checked) counts.skipped += 1;
    else if ('reject' in checked) reject(csvRow.line, checked.reject);
    else {
      // One upsert statement cannot touch a row twice, and a file naming a key twice is a fault.
      const first = firstLineOf.get(checked.key);
      if (first !== undefined) reject(csvRow.line, `repeats ${checked.key} of line ${first}`);
      else {
        firstLineOf.set(checked.key, csvRow.line);
        batch.push(checked.row);
        if (batch.length >= BATCH_SIZE) await flush();
      }
    }
  }
  await flush();
  await recordImport(db, importer.dataset, fileName, counts);
  return { dataset: importer.dataset, file: fileName, ...counts, rejects };
}

async function recordImport(
  db: Database,
  dataset: string,
  fileName: string,
  { read, loaded, rejected }: { read: number; loaded: number; rejected: number },
): Promise<void> {
  const row = { dataset, fileName, rowsRead: read, rowsLoaded: loaded, rowsRejected: rejected };
  await db
    .insert(dataImports)
    .values(row)
    .onConflictDoUpdate({
      target: dataImports.dataset,
      set: { ...row, importedAt: sql`now()` },
    });
}
