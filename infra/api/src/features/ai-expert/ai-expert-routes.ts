import { Readable } from 'node:stream';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  askAiExpertInputSchema,
  errorBodySchema,
  questionRelatednessInputSchema,
  questionRelatednessSchema,
} from '@thrive/shared/contracts';
import { answerEvents, startAnswer } from './ask-ai-expert';
import { chatServiceExpert } from './chat-service-expert';
import { embeddedExpert } from './embedded-expert';
import { ExpertUnavailable } from './expert-provider';
import { isQuestionPlantRelated } from './plant-relatedness';
import { questionAllowance } from './question-allowance';
import type { ExpertRouteDependencies } from '../common/expert-route-dependencies';

/**
 * An event stream goes out as it is written: not cached, and not transformed (compressed or
 * buffered) by a proxy on the way; `X-Accel-Buffering` tells nginx-style proxies the same.
 */
const EVENT_STREAM_HEADERS = {
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
};

/** The AI expert (SPEC §7 AskAIExpert, IsQuestionPlantRelated; DESIGN §4 Providers). */
export const aiExpertRoutes: FastifyPluginAsyncZod<ExpertRouteDependencies> = async (
  app,
  { db, clock, mediaUrls, providers },
) => {
  const provider = providers.ai ? chatServiceExpert(providers.ai) : embeddedExpert;
  const allowance = questionAllowance();

  app.post(
    '/Plants/0/IsQuestionPlantRelated/',
    {
      schema: {
        summary:
          'Whether the AI expert would take a question: about plants or gardening, by gardening words, catalogue plant names, categories and pests (a local check, never a chat service)',
        body: questionRelatednessInputSchema,
        response: { 200: questionRelatednessSchema, 400: errorBodySchema },
      },
    },
    async (request) => isQuestionPlantRelated(db, request.body.question),
  );

  app.post(
    '/Plants/0/AskAIExpert/',
    {
      schema: {
        summary:
          'Ask the AI expert, optionally about a catalogue plant and one of your zones. 200 is a text/event-stream: `chunk` events ({Text}) then `done` (the answer: Method, Model, Facts, CanAnswer, Reason), or `error` ({message}) when the chat service fails midway. Refused or bad questions are JSON errors; 502 when the chat service does not answer',
        body: askAiExpertInputSchema,
        response: {
          200: {
            description: 'The answer as it is written: Server-Sent Events `chunk`, then `done` or `error`',
            content: { 'text/event-stream': { schema: z.string() } },
          },
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          429: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      // Stops the chat service when the gardener leaves mid-answer (the page closed or moved on).
      const gone = new AbortController();
      reply.raw.on('close', () => gone.abort());
      const deps = { db, mediaUrls, provider, allowance, clock };
      let started;
      try {
        started = await startAnswer(deps, request.userId, request.body, gone.signal);
      } catch (error) {
        if (!(error instanceof ExpertUnavailable)) throw error;
        request.log.warn({ err: error.detail }, 'the AI expert service did not answer');
        return reply.status(502).send({ message: error.message });
      }
      const events = answerEvents(provider, started, (failure) =>
        request.log.warn({ err: failure }, 'the AI expert service failed mid-answer'),
      );
      // Declared as text for the document; Fastify pipes a stream as it is, never through the
      // routes' serializer (frozenAnswerSerializerCompiler), so each event leaves as it is written.
      const stream = Readable.from(events, { objectMode: false }) as unknown as string;
      return reply
        .status(200)
        .type('text/event-stream; charset=utf-8')
        .headers(EVENT_STREAM_HEADERS)
        .send(stream);
    },
  );
};
