import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import {
  EXPERT_MESSAGES,
  OPERATOR_ANSWERED_LISTED,
  type OperatorQuestion,
  type OperatorQuestionList,
} from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { expertQuestions, outbox } from '../../db/schema';
import { HttpError, notFound } from '../../http-errors';
import type { MediaUrls } from '../common/media-urls';
import { answerEmail } from './expert-emails';
import {
  isExpertQuestion,
  questionPhotos,
  selectQuestions,
  topicNames,
  type QuestionRow,
} from './question-rows';

async function operatorViews(db: Database, urls: MediaUrls, rows: readonly QuestionRow[]) {
  const [topicName, photosOf] = await Promise.all([topicNames(db), questionPhotos(db, urls, rows)]);
  return rows.map((row): OperatorQuestion => ({
    Id: row.id,
    UserId: row.userId,
    Email: row.email,
    TopicName: topicName(row.topicId),
    PlantName: row.plantName ?? '',
    ZoneName: row.zoneName ?? '',
    Question: row.question,
    ExpertName: row.expertName,
    PhotoUrls: photosOf(row).map((photo) => photo.Url),
    AskedAt: row.createdAt.toISOString(),
    Answer: row.answer,
    AnsweredAt: row.answeredAt?.toISOString() ?? null,
  }));
}

/**
 * The operators' list: every question waiting for an answer, oldest first (the first asked
 * is the first answered), then the latest answered ones.
 */
export async function operatorQuestionList(db: Database, urls: MediaUrls): Promise<OperatorQuestionList> {
  const [waiting, answered] = await Promise.all([
    selectQuestions(db)
      .where(and(isExpertQuestion(), isNull(expertQuestions.answer)))
      .orderBy(asc(expertQuestions.createdAt), asc(expertQuestions.id)),
    selectQuestions(db)
      .where(and(isExpertQuestion(), isNotNull(expertQuestions.answer)))
      .orderBy(desc(expertQuestions.answeredAt), desc(expertQuestions.id))
      .limit(OPERATOR_ANSWERED_LISTED),
  ]);
  return {
    Waiting: await operatorViews(db, urls, waiting),
    Answered: await operatorViews(db, urls, answered),
  };
}

/** One question for an operator; 404 when there is none. */
async function operatorQuestion(db: Database, urls: MediaUrls, id: number): Promise<OperatorQuestion> {
  const [row] = await selectQuestions(db).where(and(eq(expertQuestions.id, id), isExpertQuestion()));
  if (!row) throw notFound(`There is no question ${id}.`);
  const [view] = await operatorViews(db, urls, [row]);
  return view!;
}

/**
 * An operator's answer, signed by the persona the question was asked to: kept, new to the
 * gardener (unread) and mailed to them through the outbox, all or nothing. A question is
 * answered once: a second answer (a form sent twice, two operators at once) is refused with
 * 409 rather than mailed again.
 */
export async function answerQuestion(
  db: Database,
  urls: MediaUrls,
  id: number,
  answer: string,
  at: Date,
): Promise<OperatorQuestion> {
  const question = await operatorQuestion(db, urls, id);
  await db.transaction(async (tx) => {
    const [saved] = await tx
      .update(expertQuestions)
      .set({ answer, answeredAt: at, readAt: null })
      .where(and(eq(expertQuestions.id, id), isNull(expertQuestions.answer)))
      .returning({ id: expertQuestions.id });
    if (!saved) throw new HttpError(409, EXPERT_MESSAGES.answeredAlready);
    const mail = answerEmail({ expertName: question.ExpertName, question: question.Question, answer });
    await tx.insert(outbox).values({ userId: question.UserId, to: question.Email, ...mail, createdAt: at });
  });
  return { ...question, Answer: answer, AnsweredAt: at.toISOString() };
}
