import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/database';
import { registerErrorHandling } from './errors';
import { healthRoutes } from './routes/health';

export interface ApiDependencies {
  database: DatabaseHandle;
}

/** Every API route, registered under the `/api` prefix by whoever hosts the API. */
export async function apiPlugin(app: FastifyInstance, { database }: ApiDependencies): Promise<void> {
  registerErrorHandling(app);
  healthRoutes(app, database);
}
