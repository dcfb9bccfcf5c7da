import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  feedbackInputSchema,
  feedbackResponseSchema,
  userPathSchema,
} from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { submitFeedback } from './feedback';
import { plantRequestsEmail } from '../common/operators-email';

interface Options {
  db: Database;
  clock: () => Date;
  /** The operators who read suggestions: the same address as plant requests. */
  operatorsEmail?: string;
}

/** SPEC §3 Suggestion form, §7 POST users/{uid}/feedback: Suggestions & Feedback from the menu. */
export const feedbackRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, clock, operatorsEmail = plantRequestsEmail() },
) => {
  app.post(
    '/users/:uid/feedback',
    {
      schema: {
        summary: 'Send a suggestion or feedback, with photos of the gardener’s own, to the operators',
        params: userPathSchema,
        body: feedbackInputSchema,
        response: { 200: feedbackResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => submitFeedback(db, request.userId, request.body, { to: operatorsEmail, at: clock() }),
  );
};
