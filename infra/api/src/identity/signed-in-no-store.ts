import type { FastifyInstance } from 'fastify';

/**
 * A signed-in gardener's (or operator's) answers are theirs alone: `Cache-Control: no-store`,
 * so no shared cache or proxy keeps them and a browser's back-forward cache does not show
 * them after sign-out. Public answers (reference lists, styles, the public yard page) keep
 * their own caching, and a route that sets its own Cache-Control keeps it.
 */
export function installSignedInNoStore(app: FastifyInstance): void {
  // onSend runs for answers and errors alike.
  app.addHook('onSend', (request, reply, payload, done) => {
    const access = request.routeOptions.config?.access ?? 'user';
    if (access !== 'public' && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
