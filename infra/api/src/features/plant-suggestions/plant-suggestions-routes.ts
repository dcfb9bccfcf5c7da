import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  plantFactSuggestionResponseSchema,
  plantFactSuggestionSchema,
  userPathSchema,
} from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { plantRequestsEmail } from '../common/operators-email';
import { submitPlantSuggestion } from './submit-suggestion';

interface Options {
  db: Database;
  clock: () => Date;
  /** The operators who keep the catalogue: the same address as plant requests. */
  operatorsEmail?: string;
}

/** SPEC §7 POST users/{uid}/PlantSuggestion: a gardener says a plant's facts are wrong. */
export const plantSuggestionRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, clock, operatorsEmail = plantRequestsEmail() },
) => {
  app.post(
    '/users/:uid/PlantSuggestion',
    {
      schema: {
        summary: 'Suggest a change to a plant’s facts for the operators to review (at most 20 a day)',
        params: userPathSchema,
        body: plantFactSuggestionSchema,
        response: {
          200: plantFactSuggestionResponseSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) =>
      submitPlantSuggestion(db, request.userId, request.body, { to: operatorsEmail, at: clock() }),
  );
};
