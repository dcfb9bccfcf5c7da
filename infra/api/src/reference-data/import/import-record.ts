import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { dataImports } from '../../db/schema';

/** Where an imported table came from: the repo's own copy, or a folder an operator named. */
export type ImportOrigin = 'shipped' | 'folder';

export interface RecordedImport {
  version: string | null;
  origin: ImportOrigin;
}

/** What was last imported of each dataset. */
export async function recordedImports(db: Database): Promise<Map<string, RecordedImport>> {
  const rows = await db
    .select({ dataset: dataImports.dataset, version: dataImports.version, origin: dataImports.origin })
    .from(dataImports);
  return new Map(
    rows.map((row) => [row.dataset, { version: row.version, origin: row.origin as ImportOrigin }]),
  );
}

/** Keeps, beside the import's counts (run-import.ts), what was imported and from where. */
export async function recordImportVersion(db: Database, dataset: string, record: RecordedImport) {
  await db.update(dataImports).set(record).where(eq(dataImports.dataset, dataset));
}
