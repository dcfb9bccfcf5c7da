import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/database';

/** SPEC §7 "Yards and zones": zone and plant-zone calls. */
export const zoneRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (_app, { db: _db }) => {};
