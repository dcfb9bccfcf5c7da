import { buildApp } from './app';
import { loadApiConfig } from './config';
import { openDatabase } from './db/open-database';

/** `npm run api`: the API on its own, as run at scale behind a load balancer (DESIGN §5). */
const config = loadApiConfig();
const database = await openDatabase(config);
const app = await buildApp({ config, database, logger: true });
const close = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', close);
process.once('SIGTERM', close);
await app.listen({ port: Number(process.env.PORT ?? 8081), host: process.env.HOST ?? '127.0.0.1' });
