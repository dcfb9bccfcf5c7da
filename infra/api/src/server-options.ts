import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import type { ApiConfig } from './config';
import { clientErrorAnswer, frameworkErrorAnswer, type EdgeHeaders } from './edge-answers';
import { RequestLogController } from './request-log';
import { fastifyTrustProxy } from './trust-proxy';

/** Where log lines go instead of standard output (tests read them). */
export interface LogDestination {
  write(line: string): void;
}

/**
 * Options for the root Fastify instance: the API alone (`npm run api`) and the gateway
 * use the same ones, because routing options belong to the root instance. `edgeHeaders`
 * go on the answers given before any hook runs (the gateway's security headers). `logger`
 * true logs to standard output at LOG_LEVEL; a destination gets the same lines.
 */
export function serverOptions(
  config: Pick<ApiConfig, 'bodyLimit' | 'logLevel' | 'trustProxy'>,
  logger: boolean | LogDestination = true,
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
    // Standard output itself rather than pino's own asynchronous writer: the start-up lines
    // printed with console.log then come in the order they were written, the demo sign-in
    // link last (infra/server main.ts).
    logger:
      logger === false
        ? false
        : { level: config.logLevel, stream: logger === true ? process.stdout : logger },
    // One line per request, at debug (request-log.ts).
    logController: new RequestLogController(),
  };
}
