import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import type { ApiConfig } from './config';
import { clientErrorAnswer, frameworkErrorAnswer, type EdgeHeaders } from './edge-answers';
import { fastifyTrustProxy } from './trust-proxy';

/**
 * Options for the root Fastify instance: the API alone (`npm run api`) and the gateway
 * use the same ones, because routing options belong to the root instance. `edgeHeaders`
 * go on the answers given before any hook runs (the gateway's security headers).
 */
export function serverOptions(
  config: Pick<ApiConfig, 'bodyLimit' | 'logLevel' | 'trustProxy'>,
  logger = true,
  edgeHeaders: EdgeHeaders = {},
): FastifyServerOptions {
  return {
    // SPEC writes both `Users/` and `users/`: routes match whatever the case (DESIGN §4).
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: config.bodyLimit,
    // Every request gets our own id, logged and returned with 500s; callers cannot set it.
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    // Behind a proxy, request.ip (and so every limit keyed by address) is the real client's.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    frameworkErrors: frameworkErrorAnswer(edgeHeaders),
    clientErrorHandler: clientErrorAnswer(edgeHeaders),
    logger: logger ? { level: config.logLevel } : false,
  };
}
