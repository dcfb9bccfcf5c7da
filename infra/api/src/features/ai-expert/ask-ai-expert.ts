import {
  AI_EXPERT_MESSAGES,
  aiExpertEventText,
  type AiExpertAnswer,
  type askAiExpertInputSchema,
} from '@thrive/shared/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { badRequest } from '../../http-errors';
import type { MediaUrls } from '../common/media-urls';
import { cataloguePlant } from '../thrive/catalogue-plant';
import { ownedZone } from '../common/owned-zone';
import { loadExpertContext, type ExpertContext } from './expert-context';
import {
  EXPERT_UNAVAILABLE_MESSAGES,
  ExpertUnavailable,
  type ExpertAnswerStream,
  type ExpertProvider,
} from './expert-provider';
import { checkRelatedness } from './plant-relatedness';
import type { QuestionAllowance } from './question-allowance';
import { questionIntents } from './question-intents';

export interface AskDependencies {
  db: Database;
  mediaUrls: MediaUrls;
  provider: ExpertProvider;
  allowance: QuestionAllowance;
  clock: () => Date;
}

type AskInput = z.output<typeof askAiExpertInputSchema>;

/** An answer whose first piece has arrived: the service is answering, the stream can start. */
export interface StartedAnswer {
  first: IteratorResult<string>;
  rest: AsyncIterator<string>;
  stream: ExpertAnswerStream;
  context: ExpertContext;
}

/**
 * Everything that can refuse the question, before any of the answer is sent: a zone of
 * another gardener or none (the same 404), an unknown plant (400), a question that is not about
 * gardening (400, and no call to a chat service), the hour's allowance used (429), and a chat
 * service that fails to start answering (ExpertUnavailable, 502 for the route).
 */
export async function startAnswer(
  { db, mediaUrls, provider, allowance, clock }: AskDependencies,
  userId: number,
  input: AskInput,
  signal: AbortSignal,
): Promise<StartedAnswer> {
  if (input.ZoneId) await ownedZone(db, userId, input.ZoneId);
  if (input.PlantId) await cataloguePlant(db, input.PlantId, 'body.PlantId');
  const check = await checkRelatedness(db, input.Question, {
    aboutChosenPlantOrZone: input.PlantId > 0 || input.ZoneId > 0,
  });
  if (!check.related)
    throw badRequest(AI_EXPERT_MESSAGES.notAboutPlants, {
      'body.Question': AI_EXPERT_MESSAGES.notAboutPlants,
    });
  allowance.take(userId, clock());
  const context = await loadExpertContext(db, mediaUrls, {
    userId,
    question: check.question,
    intents: questionIntents(check.question),
    plantId: input.PlantId,
    zoneId: input.ZoneId,
    named: check.named,
  });
  const stream = provider.answer(context, input.Question, signal);
  const rest = stream[Symbol.asyncIterator]();
  return { first: await rest.next(), rest, stream, context };
}

/**
 * The answer as Server-Sent Events: a `chunk` per piece, then `done` with the whole answer
 * and its facts. A service that fails midway ends the stream with an `error` event instead
 * (the status was sent with the first piece).
 */
export async function* answerEvents(
  provider: ExpertProvider,
  { first, rest, stream, context }: StartedAnswer,
  logFailure: (error: unknown) => void,
): AsyncGenerator<string> {
  let text = '';
  try {
    for (let next = first; !next.done; next = await rest.next()) {
      text += next.value;
      yield aiExpertEventText({ event: 'chunk', data: { Text: next.value } });
    }
    const answer: AiExpertAnswer = {
      Answer: text,
      Method: provider.method,
      Model: provider.model,
      Facts: stream.facts,
      CanAnswer: stream.canAnswer,
      Reason: stream.reason,
      PlantId: context.plant?.facts.plant.id ?? 0,
      ZoneId: context.zone?.id ?? 0,
    };
    yield aiExpertEventText({ event: 'done', data: answer });
  } catch (error) {
    logFailure(error instanceof ExpertUnavailable ? error.detail : error);
    const message = error instanceof ExpertUnavailable ? error.message : EXPERT_UNAVAILABLE_MESSAGES.failed;
    yield aiExpertEventText({ event: 'error', data: { message } });
  } finally {
    await rest.return?.();
  }
}
