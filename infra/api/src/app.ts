import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { apiPlugin, type ApiDependencies } from './api-plugin';
import { loadApiConfig, type ApiConfig } from './config';
import { serverOptions, type LogDestination } from './server-options';
import { registerErrorHandling } from './errors';
import { mediaDependencies } from './media-dependencies';
import { mediaFilesRoutes } from './features/media/media-files-routes';

export const API_PREFIX = '/api';

interface BuildAppOptions extends ApiDependencies {
  config?: ApiConfig;
  /** True: log to standard output at LOG_LEVEL; a destination (tests) gets the lines instead. */
  logger?: boolean | LogDestination;
  /** Sees every route as it is registered (route inventory for tests and tooling). */
  onRoute?: (route: RouteOptions) => void;
}

/** The API alone, for `npm run api` and for tests (`app.inject`). */
export async function buildApp({
  config = loadApiConfig(),
  logger = false,
  onRoute,
  ...deps
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify(serverOptions(config, logger));
  if (onRoute) app.addHook('onRoute', onRoute);
  registerErrorHandling(app);
  const media = await mediaDependencies(deps);
  // Photo files are served from the root (`/media/...`), beside the API, as by the gateway.
  await app.register(mediaFilesRoutes, { ...media, clock: deps.clock });
  await app.register(apiPlugin, {
    mediaQuotaBytes: config.media.quotaBytes,
    providers: config.providers,
    weatherOn: config.weather !== null,
    ...deps,
    ...media,
    prefix: API_PREFIX,
  });
  return app;
}
