import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_FILE, type AdminEndpoint } from '../infra/api/src/admin/admin-access';
import { loadApiConfig } from '../infra/api/src/config';
import { openDatabase } from '../infra/api/src/db/open-database';
import { importPublicTablesAtStart } from '../infra/api/src/reference-data/import/tables-at-start';
import { seedWhenChanged } from '../infra/api/src/reference-data/seed-when-changed';
import { FRONT_END_APPS, buildApp, needsBuild } from './apps';
import { buildServer } from './build-server';

/** A server already running on this data dir owns its database: leave it alone. */
function serverHolds(dataDir: string): boolean {
  try {
    const { pid } = JSON.parse(readFileSync(path.join(dataDir, ADMIN_FILE), 'utf8')) as AdminEndpoint;
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * `npm start`, first half: build what is missing or out of date and compile the gateway;
 * the second half (package.json) runs it with plain `node`, one process, no loader.
 */
for (const app of FRONT_END_APPS.filter(needsBuild)) {
  console.log(`building ${app}...`);
  buildApp(app);
}
await buildServer('gateway');

// The embedded database is created, migrated, seeded and given the public tables here, in a
// process that ends: creating one loads a second WebAssembly program, and a seed or an import
// grows the database's memory, which the gateway would otherwise keep for its life.
const config = loadApiConfig();
if (!config.databaseUrl && !serverHolds(config.dataDir)) {
  if (!existsSync(path.join(config.dataDir, 'db', 'PG_VERSION')))
    console.log(`creating the embedded database in ${config.dataDir}...`);
  const database = await openDatabase(config);
  // The gateway's start log says what happened to the reference data (one line, from the database).
  await seedWhenChanged(database.db);
  await importPublicTablesAtStart(database.db, config.referenceDataDir, (line) => console.log(line));
  await database.close();
}
