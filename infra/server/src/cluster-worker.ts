import { openDatabase } from '@thrive/api';
import type { GatewayConfig } from './config';
import { serveHere } from './serve-here';

/** How the primary hands its run's admin token to the workers it forks. */
export const WORKER_ADMIN_TOKEN = 'GATEWAY_ADMIN_TOKEN';

/**
 * One of WORKERS gateway processes: it serves requests with caches of its own and does no
 * start-up work (the primary did it before forking). It ends on SIGTERM or SIGINT, and when
 * its primary is gone (the IPC channel closes), so no worker outlives the server.
 */
export async function serveAsWorker(config: GatewayConfig): Promise<void> {
  const adminToken = process.env[WORKER_ADMIN_TOKEN];
  if (!adminToken) throw new Error(`a gateway worker needs ${WORKER_ADMIN_TOKEN} from its primary`);
  // Migrations already ran in the primary: opening finds nothing to apply.
  const database = await openDatabase(config.api);
  const serving = await serveHere(config, database, adminToken);
  let closing = false;
  const shutdown = async (why: string) => {
    if (closing) return;
    closing = true;
    serving.log.info(`${why}: worker ${process.pid} closing`);
    await serving.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('disconnect', () => void shutdown('primary gone'));
}
