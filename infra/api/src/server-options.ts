import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import type { ApiConfig } from './config';

/**
 * Options for the root Fastify instance: the API alone (`npm run api`) and the gateway
 * use the same ones, because routing options belong to the root instance.
 */
export function serverOptions(
  config: Pick<ApiConfig, 'bodyLimit' | 'logLevel'>,
  logger = true,
): FastifyServerOptions {
  return {
    // SPEC writes both `Users/` and `users/`: routes match whatever the case (DESIGN §4).
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: config.bodyLimit,
    // Every request gets our own id, logged and returned with 500s; callers cannot set it.
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    logger: logger ? { level: config.logLevel } : false,
  };
}
