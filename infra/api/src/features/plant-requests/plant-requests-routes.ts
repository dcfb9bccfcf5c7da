import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  PLANT_REQUEST_SUCCESS_CODE,
  plantRequestResponseSchema,
  plantRequestSchema,
  userPathSchema,
} from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { plantRequestsEmail } from '../common/operators-email';
import { submitPlantRequest } from './plant-requests';

interface Options {
  db: Database;
  clock: () => Date;
  /** Where plant requests are emailed; PLANT_REQUESTS_EMAIL or plants@thrive.garden by default. */
  operatorsEmail?: string;
}

/** SPEC §3 Plant request, §5 Add-plant request: a gardener asks for a missing plant. */
export const plantRequestRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, clock, operatorsEmail = plantRequestsEmail() },
) => {
  app.post(
    '/users/:uid/PlantRequest',
    {
      schema: {
        summary: 'Ask for a plant to be added (within 24 hours): {code: 200} on success',
        params: userPathSchema,
        body: plantRequestSchema,
        response: { 200: plantRequestResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      await submitPlantRequest(db, request.userId, request.body, { to: operatorsEmail, at: clock() });
      return { code: PLANT_REQUEST_SUCCESS_CODE };
    },
  );
};
