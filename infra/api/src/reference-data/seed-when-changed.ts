import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { appMeta } from '../db/schema';
import { filesUnder, REFERENCE_DATA_ROOT } from './reference-files';
import { seedReferenceData } from './seed';

/** The app_meta row holding the version last seeded (its updated_at: when). */
export const VERSION_KEY = 'reference-data-version';
const SEED_CODE_DIR = path.dirname(new URL(import.meta.url).pathname);
/** Code outside this folder whose output the seed stores: the styles' planting plans, the plants' illustrations. */
const OTHER_SEED_CODE = [path.resolve(SEED_CODE_DIR, '../features/landscape-styles/planting-plan.ts')];
const OTHER_SEED_CODE_DIRS = [path.resolve(SEED_CODE_DIR, '../features/plant-illustrations')];

/** The public tables the repo ships are imported, not seeded (import/tables-at-start.ts). */
const NOT_SEEDED = path.join(REFERENCE_DATA_ROOT, 'public') + path.sep;

/** What the seed would write: our data files and the code that writes them. */
function referenceDataVersion(): string {
  const hash = createHash('sha256');
  const code = [
    ...[SEED_CODE_DIR, ...OTHER_SEED_CODE_DIRS].flatMap((dir) =>
      // A feature's routes serve what the seed wrote; they write none of it.
      filesUnder(dir).filter((file) => /\.ts$/.test(file) && !/(\.test|-routes)\.ts$/.test(file)),
    ),
    ...OTHER_SEED_CODE,
  ];
  const data = filesUnder(REFERENCE_DATA_ROOT).filter((file) => !file.startsWith(NOT_SEEDED));
  for (const file of [...data, ...code]) {
    hash.update(path.relative(SEED_CODE_DIR, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('base64url');
}

/**
 * At start: seed the reference data only when it changed since the last seed. Seeding
 * again writes nothing new, but costs seconds and, in the embedded database, memory the
 * process keeps for its life. Returns whether it seeded.
 */
export async function seedWhenChanged(db: Database): Promise<boolean> {
  const version = referenceDataVersion();
  const [seeded] = await db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, VERSION_KEY));
  if (seeded?.value === version) return false;
  await seedReferenceData(db);
  await db
    .insert(appMeta)
    .values({ key: VERSION_KEY, value: version })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: version, updatedAt: new Date() } });
  return true;
}
