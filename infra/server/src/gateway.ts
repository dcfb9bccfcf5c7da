import Fastify, { type FastifyInstance } from 'fastify';
import {
  API_PREFIX,
  apiPlugin,
  mediaDependencies,
  mediaFilesRoutes,
  registerErrorHandling,
  serverOptions,
  type DatabaseHandle,
  type LogDestination,
  type MediaStorage,
} from '@thrive/api';
import type { RemoteMap } from '@thrive/shared/remotes';
import { registerCompression } from './compression';
import type { GatewayConfig } from './config';
import { createPartnerMaps } from './partner-maps';
import { contentSecurityPolicy } from './security-headers';
import { API_HEADERS, installSecurityHeaders } from './security-hook';
import { registerStaticApps } from './static-apps';

interface GatewayOptions {
  config: GatewayConfig;
  database: DatabaseHandle;
  /** True: log to standard output at LOG_LEVEL; a destination (tests) gets the lines instead. */
  logger?: boolean | LogDestination;
  /** This run's admin token for the users CLI (see infra/api admin). */
  adminToken?: string;
  /** Where photos are stored: createMediaStorage(config.api) in real runs, memory unless given. */
  storage?: MediaStorage;
}

/** What the API takes from the gateway's configuration, as `buildApp` gives it when alone. */
export function apiSettingsOf(config: GatewayConfig) {
  return {
    mediaQuotaBytes: config.api.media.quotaBytes,
    providers: config.api.providers,
    // The yard page's forecast: on where the weather is asked for (WEATHER_API_URL).
    weatherOn: config.api.weather !== null,
  };
}

/** One process, one port: shell, remotes, the remote map and the API (DESIGN §5). */
export async function buildGateway({
  config,
  database,
  logger = false,
  adminToken,
  storage,
}: GatewayOptions): Promise<FastifyInstance> {
  const app = Fastify(serverOptions(config.api, logger, API_HEADERS));
  const partners = createPartnerMaps({
    dir: config.partnersDir,
    defaultPartner: config.defaultPartner,
    hosts: config.partnerHosts,
    onReloadError: (error) =>
      app.log.error({ err: error }, 'partner map is invalid; serving its last good version'),
  });

  await registerCompression(app);
  // A page's policy depends on its partner's remote map, computed once per map version.
  const pagePolicies = new WeakMap<RemoteMap, string>();
  installSecurityHeaders(app, (request) => {
    const { map } = partners.forHost(request.headers.host);
    let policy = pagePolicies.get(map);
    if (!policy) {
      policy = contentSecurityPolicy(map, { tileUrl: config.api.mapTiles.url });
      pagePolicies.set(map, policy);
    }
    return policy;
  });

  app.get('/remotes.json', async (request, reply) => {
    const { name, map } = partners.forHost(request.headers.host);
    return reply.header('cache-control', 'no-store').header('x-thrive-partner', name).send(map);
  });

  // Errors and unknown paths (the shell's static wildcard catches unknown /api paths too)
  // answer in the API's error shape, never with a stack or a server path.
  registerErrorHandling(app);
  // The same storage and signer for the API (which signs) and /media (which checks and serves).
  const media = await mediaDependencies({ database, storage });
  await app.register(mediaFilesRoutes, media);
  await app.register(apiPlugin, {
    database,
    adminToken,
    ...media,
    ...apiSettingsOf(config),
    prefix: API_PREFIX,
  });
  await registerStaticApps(app, config.appsDir);
  return app;
}
