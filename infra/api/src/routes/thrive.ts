import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/database';

/** The Thrive Scorecard: ThriveTable, ZonePlants and PlantThriveScorecard. */
export const thriveRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (_app, { db: _db }) => {};
