import { and, eq, inArray } from 'drizzle-orm';
import type { ExpertQuestion } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { expertQuestions, images, plants, users, zones } from '../../db/schema';
import type { MediaUrls } from '../common/media-urls';
import { listItems } from '../common/reference-lists';

/** Questions answered by a person; the table may also hold the AI expert's ('ai'). */
export const EXPERT_CHANNEL = 'expert';
export const isExpertQuestion = () => eq(expertQuestions.channel, EXPERT_CHANNEL);

/** A question with the names of its plant and zone and its gardener's email; add where and order. */
export const selectQuestions = (db: Database) =>
  db
    .select({
      id: expertQuestions.id,
      userId: expertQuestions.userId,
      email: users.email,
      topicId: expertQuestions.topicId,
      question: expertQuestions.question,
      plantId: expertQuestions.plantId,
      plantName: plants.commonName,
      zoneId: expertQuestions.zoneId,
      zoneName: zones.name,
      expertName: expertQuestions.expertName,
      imageIds: expertQuestions.imageIds,
      answer: expertQuestions.answer,
      createdAt: expertQuestions.createdAt,
      answeredAt: expertQuestions.answeredAt,
      readAt: expertQuestions.readAt,
    })
    .from(expertQuestions)
    .innerJoin(users, eq(users.id, expertQuestions.userId))
    .leftJoin(plants, eq(plants.id, expertQuestions.plantId))
    .leftJoin(zones, eq(zones.id, expertQuestions.zoneId))
    .$dynamic();

export type QuestionRow = Awaited<ReturnType<typeof selectQuestions>>[number];

/** Topic names by id (Common/0/ExpertTopics); a topic since removed reads as "Other". */
export async function topicNames(db: Database): Promise<(id: number) => string> {
  const names = new Map((await listItems(db, 'expert-topics')).map((item) => [item.Id, item.Name]));
  return (id) => names.get(id) ?? 'Other';
}

export interface PhotoAddresses {
  Id: number;
  Url: string;
  Thumbnail: string;
}

/**
 * The photos of these questions that still exist, by id, with signed addresses. Only the
 * asker's own photos count: the ids were checked when asked, and this keeps it so.
 */
export async function questionPhotos(
  db: Database,
  urls: MediaUrls,
  rows: readonly QuestionRow[],
): Promise<(row: QuestionRow) => PhotoAddresses[]> {
  const ids = [...new Set(rows.flatMap((row) => row.imageIds))];
  const found = ids.length
    ? await db
        .select({
          id: images.id,
          userId: images.userId,
          storageKey: images.storageKey,
          thumbnailKey: images.thumbnailKey,
        })
        .from(images)
        .where(inArray(images.id, ids))
    : [];
  const byId = new Map(found.map((image) => [image.id, image]));
  return (row) =>
    row.imageIds.flatMap((id) => {
      const image = byId.get(id);
      if (!image || image.userId !== row.userId) return [];
      return [{ Id: id, Url: urls.urlOf(image.storageKey), Thumbnail: urls.urlOf(image.thumbnailKey) }];
    });
}

/** Builds the gardener's view of rows, reading topic names and photos once for all of them. */
export async function questionViews(
  db: Database,
  urls: MediaUrls,
  rows: readonly QuestionRow[],
): Promise<ExpertQuestion[]> {
  const [topicName, photosOf] = await Promise.all([topicNames(db), questionPhotos(db, urls, rows)]);
  return rows.map((row) => ({
    Id: row.id,
    TopicId: row.topicId,
    TopicName: topicName(row.topicId),
    Question: row.question,
    PlantId: row.plantId ?? 0,
    PlantName: row.plantName ?? '',
    ZoneId: row.zoneId ?? 0,
    ZoneName: row.zoneName ?? '',
    Photos: photosOf(row),
    AskedAt: row.createdAt.toISOString(),
    ExpertName: row.expertName,
    Answer: row.answer,
    AnsweredAt: row.answeredAt?.toISOString() ?? null,
    AnsweredBy: row.answer === null ? null : row.expertName,
    IsRead: row.answer === null || row.readAt !== null,
  }));
}

/** One of the gardener's expert questions (the route guard has checked whose it is). */
export async function questionOf(db: Database, userId: number, id: number): Promise<QuestionRow | undefined> {
  const [row] = await selectQuestions(db).where(
    and(eq(expertQuestions.id, id), eq(expertQuestions.userId, userId), isExpertQuestion()),
  );
  return row;
}
