import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  publicYardPathSchema,
  publicYardSchema,
  userPathSchema,
  yardSchema,
  yardsPublicSchema,
} from '@thrive/shared/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { bodyIdScope } from '../../identity/route-access';
import type { MediaUrls } from '../common/media-urls';
import { publicYard } from './public-yard';
import { setYardPublic } from './set-yard-public';

/**
 * Yards made public: YardsPublic and the public page read without a session. `mediaUrls`
 * signs the addresses of the plants' imported photos; without it they show their drawings.
 */
export const publicYardRoutes: FastifyPluginAsyncZod<{ db: Database; mediaUrls?: MediaUrls }> = async (
  app,
  { db, mediaUrls },
) => {
  app.post(
    '/users/:uid/YardsPublic/',
    {
      // The yard's own setting: its owner's alone, also in a shared yard (a member's is a 403).
      config: {
        yardRole: 'owner',
        bodyIdScope: bodyIdScope<z.output<typeof yardsPublicSchema>>((body) => ({
          kind: 'yard',
          id: body.YardId,
        })),
      },
      schema: {
        summary: 'Show a yard on its public page, or hide it again',
        params: userPathSchema,
        body: yardsPublicSchema,
        response: { 200: yardSchema, 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => setYardPublic(db, request.userId, request.body),
  );

  app.get(
    '/public/yard/:id',
    {
      // Read without a session: only what publicYardSchema lets out, never the gardener, the
      // address, notes or their photos.
      config: { access: 'public' },
      schema: {
        summary:
          "The public page of a yard its gardener made public: town, hardiness zone, zones and plants with the plants' catalogue pictures",
        params: publicYardPathSchema,
        response: { 200: publicYardSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => publicYard(db, request.params.id, mediaUrls),
  );
};
