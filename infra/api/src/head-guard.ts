import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { HttpError } from './http-errors';

/**
 * SPEC's GET calls that change the gardener's data. Fastify answers HEAD on every GET with
 * the GET's own handler, which would copy, delete or toggle; for these, HEAD is refused.
 * Paths are under the API prefix, as registered. The contract fuzz test sends HEAD on every
 * GET and fails if any changes the gardener's data, so a new GET that writes is caught there.
 */
export const STATE_CHANGING_GETS = [
  '/users/:uid/CopyYard/:id',
  '/users/:uid/CopyZone/:id',
  '/users/:uid/DeletePlantZone/:id',
  '/users/:uid/ToggleFavoritePlant/:id',
  '/users/:uid/ToggleFeatureVideo/:value',
  '/users/:uid/ToggleThriveScorePrompt/:value',
  '/LandscapeDesign/:uid/TogglePlantLandscape/:id',
  '/LandscapeDesign/:uid/DeletePlantLandscape/:id',
];

const HEAD_REFUSED_MESSAGE = 'This call changes your data, so it answers GET only.';

/** Refuses HEAD with 405 (and `Allow: GET`) instead of running the GET's handler. */
const refuseHead: RouteHandlerMethod = async (_request, reply) => {
  reply.header('allow', 'GET');
  throw new HttpError(405, HEAD_REFUSED_MESSAGE);
};

/**
 * HEAD never changes anything: the HEAD routes Fastify adds for the GETs that write get a
 * handler that refuses (405). HEAD on any other GET keeps working (readiness probes use it
 * on /api/health). Install before the routes; a listed path that no route has stops the
 * start, so a renamed route cannot quietly open its HEAD again.
 */
export function installHeadGuard(app: FastifyInstance): void {
  const refused = new Set(STATE_CHANGING_GETS.map((path) => `${app.prefix}${path}`));
  const guarded = new Set<string>();
  app.addHook('onRoute', (route) => {
    if (route.method !== 'HEAD' || !refused.has(route.url ?? '')) return;
    route.handler = refuseHead;
    guarded.add(route.url ?? '');
  });
  app.addHook('onReady', async () => {
    const missing = [...refused].filter((path) => !guarded.has(path));
    if (missing.length) throw new Error(`state-changing GETs without a route: ${missing.join(', ')}`);
  });
}
