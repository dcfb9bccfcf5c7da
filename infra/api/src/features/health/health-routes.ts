import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/database';
import { checkHealth } from './health';

export function healthRoutes(app: FastifyInstance, database: DatabaseHandle): void {
  app.get('/health', { config: { access: 'public' } }, async (_request, reply) => {
    const health = await checkHealth(database);
    // Load balancers take a non-2xx as "take this instance out".
    return reply
      .status(health.status === 'ok' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(health);
  });
}
