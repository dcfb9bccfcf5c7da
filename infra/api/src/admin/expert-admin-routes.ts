import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  operatorAnswerInputSchema,
  operatorQuestionListSchema,
  operatorQuestionPathSchema,
  operatorQuestionSchema,
} from '@thrive/shared/contracts';
import type { Database } from '../db/database';
import { createMediaUrls } from '../features/media/media-url-signer';
import { loadMediaUrlSecret } from '../features/media/media-url-secret';
import type { MediaUrls } from '../features/common/media-urls';
import { answerQuestion, operatorQuestionList } from '../features/expert/operator-questions';
import { operatorPageRoutes } from './operator-page';

interface ExpertOperatorOptions {
  db: Database;
  clock: () => Date;
  mediaUrls: MediaUrls;
}

/** The calls behind `npm run expert` while a server holds the database: loopback and admin token. */
const expertAdminCalls: FastifyPluginAsyncZod<ExpertOperatorOptions> = async (
  app,
  { db, clock, mediaUrls },
) => {
  const admin = { access: 'admin' as const };

  app.get(
    '/admin/expert/questions',
    {
      config: admin,
      schema: { hide: true, response: { 200: operatorQuestionListSchema } },
    },
    async () => operatorQuestionList(db, mediaUrls),
  );

  app.post(
    '/admin/expert/questions/:id/answer',
    {
      config: admin,
      schema: {
        hide: true,
        params: operatorQuestionPathSchema,
        body: operatorAnswerInputSchema,
        response: {
          200: operatorQuestionSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => answerQuestion(db, mediaUrls, request.params.id, request.body.Answer, clock()),
  );
};

/**
 * Operators answer the gardeners' questions to the expert (SPEC §7 AskAnExpert) from the
 * command (admin calls) or from the operator page (its own key). Photo addresses are signed
 * with the database's key, as the API's and the `/media` route's are.
 */
export const expertOperatorRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date }> = async (
  app,
  { db, clock },
) => {
  const mediaUrls = createMediaUrls(await loadMediaUrlSecret(db), clock);
  await app.register(expertAdminCalls, { db, clock, mediaUrls });
  await app.register(operatorPageRoutes, { db, clock, mediaUrls });
};
