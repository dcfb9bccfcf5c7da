import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { REMOTE_NAMES } from '@thrive/shared/remotes';
import { cacheControlFor } from './cache-policy';

/**
 * Source maps (and any copy of one) stay on the server for error reports: built hidden (no
 * sourceMappingURL in the bundles), they are never served, whatever the path says.
 */
const SOURCE_MAP = /\.map(\.(br|gz))?$/i;
/** fastify-static's filter, called with the decoded path: a source map is an unknown file (404). */
const notSourceMap = (pathName: string) => !SOURCE_MAP.test(pathName);

/** The shell at `/` and each remote under `/remotes/<name>/`, from each app's `dist/`. */
export async function registerStaticApps(app: FastifyInstance, appsDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: path.join(appsDir, 'shell/dist'),
    prefix: '/',
    index: ['index.html'],
    // The build writes .br and .gz copies (PrecompressPlugin): served as they are, at the
    // best compression and no CPU per request; files without copies are compressed on the fly.
    preCompressed: true,
    cacheControl: false, // ours, from cacheControlFor
    allowedPath: notSourceMap,
    setHeaders: (reply, filePath) => {
      reply.setHeader('cache-control', cacheControlFor(filePath));
    },
  });
  for (const remote of REMOTE_NAMES) {
    await app.register(fastifyStatic, {
      root: path.join(appsDir, remote, 'dist'),
      prefix: `/remotes/${remote}/`,
      decorateReply: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      allowedPath: notSourceMap,
      setHeaders: (reply, filePath) => {
        reply.setHeader('cache-control', cacheControlFor(filePath));
        // Remotes are public code: another origin's shell (a partner's) may load them.
        reply.setHeader('access-control-allow-origin', '*');
        reply.setHeader('cross-origin-resource-policy', 'cross-origin');
      },
    });
  }
}
