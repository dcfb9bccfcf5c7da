import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  allOrOnePathSchema,
  errorBodySchema,
  plantThriveScorecardRequestSchema,
  plantThriveScorecardResponseSchema,
  thriveTableAnswerSchema,
  thriveTablePathSchema,
  userPathSchema,
  zonePlantsQuerySchema,
  zonePlantsResponseSchema,
} from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { bodyIdScope } from '../../identity/route-access';
import type { MediaUrls } from '../common/media-urls';
import { plantThriveScorecard } from './plant-thrive-scorecard';
import { thriveTable } from './thrive-table';
import { zonePlants } from './zone-plants';

const refused = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The Thrive Scorecard: ThriveTable, ZonePlants and PlantThriveScorecard. */
export const thriveRoutes: FastifyPluginAsyncZod<{ db: Database; mediaUrls: MediaUrls }> = async (
  app,
  { db, mediaUrls },
) => {
  app.get(
    '/users/:uid/ZonePlants/:id',
    {
      config: {
        idScope: 'zone',
        // Zone 0 reads a whole yard, named in the query: a shared yard's members may too.
        queryIdScope: (query) => {
          const { yid } = query as z.output<typeof zonePlantsQuerySchema>;
          return yid > 0 ? { kind: 'yard', id: yid } : undefined;
        },
      },
      schema: {
        summary:
          'The plants of a zone with their thrive scores there; zone 0 gives every plant of yard yid (0 = every yard)',
        params: allOrOnePathSchema,
        querystring: zonePlantsQuerySchema,
        response: { 200: zonePlantsResponseSchema, ...refused },
      },
    },
    async (request) => zonePlants(db, mediaUrls, request.userId, request.params.id, request.query.yid),
  );

  app.get(
    '/users/:uid/ThriveTable/:yardId',
    {
      config: { idScope: 'yard' },
      schema: {
        summary:
          'The Thrive Scorecard of a yard (0 = every yard): every plant scored where it grows, with better zones, and counts per zone and yard; compact: each plant named once, rows as arrays',
        params: thriveTablePathSchema,
        response: { 200: thriveTableAnswerSchema, ...refused },
      },
    },
    async (request) => thriveTable(db, mediaUrls, request.userId, request.params.yardId),
  );

  app.post(
    '/users/:uid/PlantThriveScorecard',
    {
      // Reads a yard's zones (YardId, when given), which may be a shared yard: a viewer may.
      config: {
        yardRole: 'viewer',
        bodyIdScope: bodyIdScope<z.output<typeof plantThriveScorecardRequestSchema>>((body) => ({
          kind: 'yard',
          id: body.YardId,
        })),
      },
      schema: {
        summary:
          "How one plant would do in each of the gardener's zones (of YardId, 0 = every yard), best first",
        params: userPathSchema,
        body: plantThriveScorecardRequestSchema,
        response: { 200: plantThriveScorecardResponseSchema, ...refused },
      },
    },
    async (request) => plantThriveScorecard(db, request.userId, request.body),
  );
};
