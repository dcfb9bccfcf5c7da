import { createMediaStorage, type DatabaseHandle } from '@thrive/api';
import type { FastifyBaseLogger } from 'fastify';
import type { GatewayConfig } from './config';
import { buildGateway } from './gateway';

export interface Serving {
  log: FastifyBaseLogger;
  /** Stops taking requests and lets the ones under way finish. */
  close(): Promise<void>;
}

/** The gateway in this process, listening on the configured port (shared by cluster workers). */
export async function serveHere(
  config: GatewayConfig,
  database: DatabaseHandle,
  adminToken: string,
): Promise<Serving> {
  const app = await buildGateway({
    config,
    database,
    logger: true,
    adminToken,
    storage: createMediaStorage(config.api),
  });
  await app.listen({ port: config.port, host: config.host });
  return { log: app.log, close: () => app.close() };
}
