import { asc, eq } from 'drizzle-orm';
import type { ExportRow } from '@thrive/shared/contracts';
import type { Database } from '../../../db/database';
import { expertQuestions, plants } from '../../../db/schema';
import { iso } from './garden-rows';

/** The gardener's questions to the expert with the answers, oldest first. */
export async function questionRows(db: Database, userId: number): Promise<ExportRow<'questions'>[]> {
  const rows = await db
    .select({
      id: expertQuestions.id,
      topicId: expertQuestions.topicId,
      plantId: expertQuestions.plantId,
      plantName: plants.commonName,
      zoneId: expertQuestions.zoneId,
      question: expertQuestions.question,
      expertName: expertQuestions.expertName,
      answer: expertQuestions.answer,
      createdAt: expertQuestions.createdAt,
      answeredAt: expertQuestions.answeredAt,
    })
    .from(expertQuestions)
    .leftJoin(plants, eq(plants.id, expertQuestions.plantId))
    .where(eq(expertQuestions.userId, userId))
    .orderBy(asc(expertQuestions.createdAt), asc(expertQuestions.id));
  return rows.map((row) => ({
    ...row,
    plantName: row.plantName ?? '',
    createdAt: iso(row.createdAt),
    answeredAt: row.answeredAt ? iso(row.answeredAt) : null,
  }));
}
