import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { ExpertQuestion, ExpertQuestionList } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { expertQuestions } from '../../db/schema';
import { notFound } from '../../http-errors';
import type { MediaUrls } from '../common/media-urls';
import { isExpertQuestion, questionOf, questionViews, selectQuestions } from './question-rows';

/** Answers the gardener has not opened yet. */
const unreadOf = (userId: number) =>
  and(
    eq(expertQuestions.userId, userId),
    isExpertQuestion(),
    isNotNull(expertQuestions.answer),
    isNull(expertQuestions.readAt),
  );

/**
 * GET users/{uid}/ExpertQuestions: page `i` of `c` of the gardener's questions, newest first,
 * with how many of them there are and how many answers are new to them.
 */
export async function listQuestions(
  db: Database,
  urls: MediaUrls,
  userId: number,
  { i, c }: { i: number; c: number },
): Promise<ExpertQuestionList> {
  const mine = and(eq(expertQuestions.userId, userId), isExpertQuestion());
  const [rows, [total], [unread]] = await Promise.all([
    selectQuestions(db)
      .where(mine)
      .orderBy(desc(expertQuestions.createdAt), desc(expertQuestions.id))
      .limit(c)
      .offset(i * c),
    db.select({ n: count() }).from(expertQuestions).where(mine),
    db.select({ n: count() }).from(expertQuestions).where(unreadOf(userId)),
  ]);
  return {
    Items: await questionViews(db, urls, rows),
    TotalRows: total?.n ?? 0,
    UnreadCount: unread?.n ?? 0,
  };
}

/**
 * POST users/{uid}/ExpertQuestions/{id}/Read: the gardener opened the answer, which is no
 * longer new. Opening a question still waiting changes nothing: its answer will be new.
 */
export async function markQuestionRead(
  db: Database,
  urls: MediaUrls,
  userId: number,
  id: number,
  at: Date,
): Promise<ExpertQuestion> {
  await db
    .update(expertQuestions)
    .set({ readAt: at })
    .where(and(eq(expertQuestions.id, id), unreadOf(userId)));
  const row = await questionOf(db, userId, id);
  // The guard found it a moment ago; an AI expert's row is not one of these questions.
  if (!row) throw notFound(`There is no question ${id}.`);
  const [view] = await questionViews(db, urls, [row]);
  return view!;
}
