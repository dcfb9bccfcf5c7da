import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/** Requests of these methods carry no body for the plugin to decompress. */
const BODILESS = new Set(['GET', 'HEAD']);

/**
 * Answers compressed with brotli or gzip above 1 KiB (the plugin's threshold: smaller
 * ones would cost more than they save), and compressed request bodies accepted. The
 * plugin gives every route a body-decompressing hook; GET and HEAD routes have no body,
 * so theirs is left out, and the busiest calls do not pay for it.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Added before the plugin, so it runs first and the plugin sees `decompress` set.
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (route.decompress === undefined && methods.every((method) => BODILESS.has(method)))
      route.decompress = false;
  });
  await app.register(compress, { global: true, encodings: ['br', 'gzip', 'deflate'] });
}
