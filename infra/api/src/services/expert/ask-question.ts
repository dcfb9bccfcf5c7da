import { and, count, eq, gt } from 'drizzle-orm';
import {
  EXPERT_MESSAGES,
  EXPERT_QUESTIONS_PER_DAY,
  type ExpertQuestion,
  type ValidAskAnExpertInput,
} from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { expertQuestions, outbox, users } from '../../db/schema';
import { HttpError, unauthorized } from '../../http-errors';
import type { MediaUrls } from '../media/media-urls';
import { newQuestionEmail } from './expert-emails';
import { personaOf } from './expert-persona';
import { checkQuestion } from './question-checks';
import { EXPERT_CHANNEL, isExpertQuestion, questionOf, questionViews } from './question-rows';

const DAY_MS = 24 * 60 * 60 * 1000;

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
  const id = await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw unauthorized();
    const [recent] = await tx
      .select({ asked: count() })
      .from(expertQuestions)
      .where(
        and(
          eq(expertQuestions.userId, userId),
          isExpertQuestion(),
          gt(expertQuestions.createdAt, new Date(at.getTime() - DAY_MS)),
        ),
      );
    if ((recent?.asked ?? 0) >= EXPERT_QUESTIONS_PER_DAY) throw new HttpError(429, EXPERT_MESSAGES.tooMany);
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
    await tx.insert(outbox).values({ userId, to, ...mail, createdAt: at });
    return row!.id;
  });
  const [view] = await questionViews(db, urls, [(await questionOf(db, userId, id))!]);
  return view!;
}
