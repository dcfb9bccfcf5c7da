import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  publicYardPathSchema,
  publicYardSchema,
  userPathSchema,
  yardSchema,
  yardsPublicSchema,
} from '@thrive/shared/contracts';
import type { Database } from '../db/database';
import { publicYard } from '../services/public-yards/public-yard';
import { setYardPublic } from '../services/public-yards/set-yard-public';

/** Yards made public: YardsPublic and the public page read without a session. */
export const publicYardRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/users/:uid/YardsPublic/',
    {
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
      // Read without a session: only what publicYardSchema lets out, never the gardener or the address.
      config: { access: 'public' },
      schema: {
        summary: 'The public page of a yard its gardener made public: town, hardiness zone, zones and plants',
        params: publicYardPathSchema,
        response: { 200: publicYardSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => publicYard(db, request.params.id),
  );
};
