import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, plantPathSchema } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { storedIllustration } from './stored-illustration';

/** The illustration is a picture and nothing more: no scripts, no outside requests. */
const ILLUSTRATION_CSP = "default-src 'none'";
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Issue 17 "Plant imagery": each catalogue plant's illustration, drawn at seed time. */
export const plantIllustrationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/Plants/:id/Illustration.svg',
    {
      // A picture for <img>, which sends no sign-in headers; it shows only our reference data.
      config: { access: 'public' },
      schema: {
        summary:
          'A plant’s illustration (image/svg+xml), drawn from its traits when the catalogue was seeded or imported; cached for a year, revalidated by its ETag',
        params: plantPathSchema,
        response: {
          200: z.string(),
          // Not modified: the browser's copy (If-None-Match) is current; no body.
          304: z.void(),
          400: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { svg, hash } = await storedIllustration(db, request.params.id);
      const etag = `"${hash}"`;
      reply
        .header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`)
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', ILLUSTRATION_CSP);
      if (ifNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.header('content-type', 'image/svg+xml; charset=utf-8').send(svg);
    },
  );
};

/** Whether an If-None-Match header names this ETag (a list, weak forms and * included). */
function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}
