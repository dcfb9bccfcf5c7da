import { openDatabase } from '@thrive/api';
import { loadGatewayConfig } from './config';
import { buildGateway } from './gateway';

/** `npm start` ends here: the whole app on one port with the embedded database by default. */
const config = loadGatewayConfig();
const database = await openDatabase(config.api);
const app = await buildGateway({ config, database, logger: true });

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: closing`);
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const where = config.api.databaseUrl
  ? 'PostgreSQL (DATABASE_URL)'
  : `embedded database in ${config.api.dataDir}`;
console.log(`Thrive Garden is running at http://localhost:${config.port}/ with the ${where}`);
