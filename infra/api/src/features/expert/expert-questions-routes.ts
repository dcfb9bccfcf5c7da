import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  askAnExpertInputSchema,
  errorBodySchema,
  EXPERT_QUESTIONS_PER_DAY,
  expertQuestionListSchema,
  expertQuestionPathSchema,
  expertQuestionSchema,
  expertQuestionsQuerySchema,
  userPathSchema,
} from '@thrive/shared/contracts';
import { askQuestion } from './ask-question';
import { expertQuestionsEmail } from './expert-emails';
import { listQuestions, markQuestionRead } from './gardener-questions';
import type { ExpertRouteDependencies } from '../common/expert-route-dependencies';

const refused = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/**
 * Ask the expert (SPEC §1, §7 POST users/{uid}/AskAnExpert): a question to the named expert
 * persona, who answers later; the gardener's questions with their answers (help/questions),
 * and marking an answer read. Operators answer through admin/expert-admin-routes.ts.
 */
export const expertQuestionRoutes: FastifyPluginAsyncZod<ExpertRouteDependencies> = async (
  app,
  { db, clock, mediaUrls },
) => {
  app.post(
    '/users/:uid/AskAnExpert',
    {
      schema: {
        summary: `Ask the gardener's expert (their sponsor's when it offers one, else ours) a question on a topic of Common/0/ExpertTopics, optionally about a catalogue plant (PlantId) and a zone of theirs (ZoneId), with photos of their own (PhotoIds); answers the question as it is kept. At most ${EXPERT_QUESTIONS_PER_DAY} in any 24 hours (429)`,
        params: userPathSchema,
        body: askAnExpertInputSchema,
        response: { 200: expertQuestionSchema, ...refused, 429: errorBodySchema },
      },
    },
    async (request) =>
      askQuestion(db, mediaUrls, request.userId, request.body, { to: expertQuestionsEmail(), at: clock() }),
  );

  app.get(
    '/users/:uid/ExpertQuestions',
    {
      schema: {
        summary:
          'The gardener’s questions to the expert, newest first, page i (from 0) of c, with their answers, the total and how many answers are new (unread)',
        params: userPathSchema,
        querystring: expertQuestionsQuerySchema,
        response: { 200: expertQuestionListSchema, 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => listQuestions(db, mediaUrls, request.userId, request.query),
  );

  app.post(
    '/users/:uid/ExpertQuestions/:id/Read',
    {
      config: { idScope: 'expert-question' },
      schema: {
        summary: 'The gardener opened the answer to question {id}: it is no longer new',
        params: expertQuestionPathSchema,
        response: { 200: expertQuestionSchema, ...refused },
      },
    },
    async (request) => markQuestionRead(db, mediaUrls, request.userId, request.params.id, clock()),
  );
};
