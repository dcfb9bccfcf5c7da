import {
  appAddress,
  createMediaStorage,
  ensureDemoGardener,
  importPublicTablesAtStart,
  newAdminToken,
  openDatabase,
  popularityRefreshMinutes,
  publishAdminEndpoint,
  referenceDataStartLine,
  seedWhenChanged,
  startPopularityRefresh,
} from '@thrive/api';
import { loadGatewayConfig } from './config';
import { buildGateway } from './gateway';
import { startLines } from './start-log';

/** `npm start` ends here: the whole app on one port with the embedded database by default. */
const config = loadGatewayConfig();
const database = await openDatabase(config.api);
await seedWhenChanged(database.db);
const referenceData = await referenceDataStartLine(database.db);
// Before the demo gardener, so its sample yard gets its zone from the imported ZIP table.
await importPublicTablesAtStart(database.db, config.api.referenceDataDir, (line) => console.log(line));
const demo = await ensureDemoGardener(database.db);
const adminToken = newAdminToken();
const app = await buildGateway({
  config,
  database,
  logger: true,
  adminToken,
  storage: createMediaStorage(config.api),
});

// Plant search orders equally relevant plants by popularity, recomputed in the background.
const popularity = startPopularityRefresh(database.db, {
  everyMs: popularityRefreshMinutes() * 60_000,
  log: (line) => app.log.warn(line),
});

await app.listen({ port: config.port, host: config.host });
const appUrl = appAddress(config.api.publicUrl, config.port);
// The users CLI reaches this server through it, and prints sign-in links to appUrl.
const unpublish = publishAdminEndpoint(config.api.dataDir, {
  url: `http://127.0.0.1:${config.port}`,
  token: adminToken,
  pid: process.pid,
  appUrl,
});

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: closing`);
  unpublish();
  await app.close();
  await popularity.stop();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

const where = config.api.databaseUrl
  ? 'PostgreSQL (DATABASE_URL)'
  : `embedded database in ${config.api.dataDir}`;
for (const line of startLines({ appUrl, database: where, referenceData, demo })) console.log(line);
