import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/database';

/** Yards made public: YardsPublic and the public page read without a session. */
export const publicYardRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (_app, { db: _db }) => {};
