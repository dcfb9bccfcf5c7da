import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import {
  API_PREFIX,
  apiPlugin,
  registerErrorHandling,
  serverOptions,
  type DatabaseHandle,
} from '@thrive/api';
import type { GatewayConfig } from './config';
import { createPartnerMaps } from './partner-maps';
import { contentSecurityPolicy } from './security-headers';
import { registerStaticApps } from './static-apps';

interface GatewayOptions {
  config: GatewayConfig;
  database: DatabaseHandle;
  logger?: boolean;
  /** This run's admin token for the users CLI (see infra/api admin). */
  adminToken?: string;
}

/** One process, one port: shell, remotes, the remote map and the API (DESIGN §5). */
export async function buildGateway({
  config,
  database,
  logger = false,
  adminToken,
}: GatewayOptions): Promise<FastifyInstance> {
  const app = Fastify(serverOptions(config.api, logger));
  const partners = createPartnerMaps({
    dir: config.partnersDir,
    defaultPartner: config.defaultPartner,
    hosts: config.partnerHosts,
    onReloadError: (error) =>
      app.log.error({ err: error }, 'partner map is invalid; serving its last good version'),
  });

  await app.register(compress, { global: true, encodings: ['br', 'gzip', 'deflate'] });
  // Helmet's defaults minus CSP, which depends on the partner serving the request.
  await app.register(helmet, { contentSecurityPolicy: false });
  app.addHook('onRequest', async (request, reply) => {
    const { map } = partners.forHost(request.headers.host);
    reply.header('content-security-policy', contentSecurityPolicy(map, { tileUrl: config.api.mapTiles.url }));
  });

  app.get('/remotes.json', async (request, reply) => {
    const { name, map } = partners.forHost(request.headers.host);
    return reply.header('cache-control', 'no-store').header('x-thrive-partner', name).send(map);
  });

  // Errors and unknown paths (the shell's static wildcard catches unknown /api paths too)
  // answer in the API's error shape, never with a stack or a server path.
  registerErrorHandling(app);
  await app.register(apiPlugin, { database, adminToken, prefix: API_PREFIX });
  await registerStaticApps(app, config.appsDir);
  return app;
}
