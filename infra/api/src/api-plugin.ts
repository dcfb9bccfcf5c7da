import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/database';
import { healthRoutes } from './routes/health';

export interface ApiDependencies {
  database: DatabaseHandle;
}

/**
 * Every API route, registered under the `/api` prefix by whoever hosts the API. The host
 * installs `registerErrorHandling` at its root so every error, API or not, has our shape.
 */
export async function apiPlugin(app: FastifyInstance, { database }: ApiDependencies): Promise<void> {
  healthRoutes(app, database);
}
