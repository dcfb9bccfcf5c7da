import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { forbidden, notFound } from '../../http-errors';
import type { MediaStorage } from '../common/media-storage';
import type { MediaUrls } from '../common/media-urls';

export interface MediaFilesOptions {
  storage: MediaStorage;
  mediaUrls: MediaUrls;
  /** The time addresses are checked at; tests pass a fixed clock. */
  clock?: () => Date;
}

export const MEDIA_FILE_MESSAGES = {
  badAddress: 'This photo address is not valid or has expired. Reload the page to see the photo.',
  missing: 'This photo no longer exists.',
} as const;

const single = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The entity tag of a file: its content, so that any copy of the same bytes validates alike. */
const entityTagOf = (body: Buffer) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

const matchesTag = (request: FastifyRequest, tag: string) =>
  (request.headers['if-none-match'] ?? '')
    .split(',')
    .some((candidate) => candidate.trim().replace(/^W\//, '') === tag);

/**
 * Photo files at `/media/{key}?e&s` (DESIGN §5), served from the root beside `/api`. The signed
 * address is the credential (an `<img>` sends no sign-in headers), so the route is public to
 * the auth guard and refuses every address the API did not sign, or whose day has passed.
 * A key never gets other bytes (a rotation stores new keys), so the browser may keep the file
 * unasked until the address expires.
 */
export const mediaFilesRoutes: FastifyPluginAsync<MediaFilesOptions> = async (
  app,
  { storage, mediaUrls, clock = () => new Date() },
) => {
  // GET also answers HEAD (Fastify's exposeHeadRoutes) with the same headers and no body.
  app.get('/media/*', { config: { access: 'public' } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const query = request.query as Record<string, unknown>;
    const expiry = single(query.e);
    if (!mediaUrls.verify(key, expiry, single(query.s))) throw forbidden(MEDIA_FILE_MESSAGES.badAddress);
    const file = await storage.get(key);
    if (!file) throw notFound(MEDIA_FILE_MESSAGES.missing);

    const tag = entityTagOf(file.body);
    const maxAge = Math.max(0, Number(expiry) - Math.floor(clock().getTime() / 1000));
    reply
      .header('cache-control', `private, max-age=${maxAge}, immutable`)
      .header('etag', tag)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline');
    if (matchesTag(request, tag)) return reply.status(304).send();
    return reply.type(file.contentType).send(file.body);
  });
};
