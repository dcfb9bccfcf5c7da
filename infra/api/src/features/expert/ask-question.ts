import {
  EXPERT_MESSAGES,
  EXPERT_QUESTIONS_PER_DAY,
  type ExpertQuestion,
  type ValidAskAnExpertInput,
} from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { expertQuestions } from '../../db/schema';
import { sendWithinDailyLimit, type DailyLimit } from '../common/daily-limited-mail';
import type { MediaUrls } from '../common/media-urls';
import { newQuestionEmail } from './expert-emails';
import { personaOf } from './expert-persona';
import { checkQuestion } from './question-checks';
import { EXPERT_CHANNEL, isExpertQuestion, questionOf, questionViews } from './question-rows';

const QUESTION_LIMIT: DailyLimit = {
  perDay: EXPERT_QUESTIONS_PER_DAY,
  message: EXPERT_MESSAGES.tooMany,
  counted: {
    table: expertQuestions,
    userId: expertQuestions.userId,
    createdAt: expertQuestions.createdAt,
    where: isExpertQuestion(),
  },
};

/**
 * POST users/{uid}/AskAnExpert: keeps the question, addressed to the gardener's expert
 * (theirs or the sponsor's, SPEC §6), and queues the experts' mail, both or neither. At most
 * EXPERT_QUESTIONS_PER_DAY in any 24 hours (429), counted under a lock on the gardener's row
 * so that questions sent at once cannot pass the limit together.
 */
export async function askQuestion(
  db: Database,
  urls: MediaUrls,
  userId: number,
  input: ValidAskAnExpertInput,
  { to, at }: { to: string; at: Date },
): Promise<ExpertQuestion> {
  const checked = await checkQuestion(db, userId, input);
  const persona = await personaOf(db, userId);
  const id = await sendWithinDailyLimit(db, { userId, to, at }, QUESTION_LIMIT, async (tx, user) => {
    const [row] = await tx
      .insert(expertQuestions)
      .values({
        userId,
        channel: EXPERT_CHANNEL,
        topicId: input.TopicId,
        question: input.Question,
        plantId: input.PlantId || null,
        zoneId: input.ZoneId || null,
        expertName: persona.Name,
        imageIds: checked.imageIds,
        createdAt: at,
      })
      .returning({ id: expertQuestions.id });
    const mail = newQuestionEmail({
      ...checked,
      id: row!.id,
      userId,
      email: user.email,
      expertName: persona.Name,
      question: input.Question,
      photoCount: checked.imageIds.length,
    });
    return { mail, result: row!.id };
  });
  const [view] = await questionViews(db, urls, [(await questionOf(db, userId, id))!]);
  return view!;
}
