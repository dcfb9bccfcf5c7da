import { and, eq, inArray } from 'drizzle-orm';
import { EXPERT_MESSAGES, type ValidAskAnExpertInput } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { images, plants, zones } from '../../db/schema';
import { badRequest } from '../../http-errors';
import { listItems } from '../common/reference-lists';

const refuse = (field: string, message: string) => badRequest(message, { [`body.${field}`]: message });

/** What a checked question names: the topic's name, the plant's and the zone's ('' for none). */
export interface CheckedQuestion {
  topicName: string;
  plantName: string;
  zoneName: string;
  /** The photo ids, each once, in the order given. */
  imageIds: number[];
}

/**
 * The ids of a question, which the route guard cannot see (they are in the body): a topic
 * of the list, a plant of the catalogue, a zone of the gardener's own (another's is bad
 * input as one that does not exist, SPEC §6) and photos of the gardener's own (400,
 * as for a suggestion's photos: an id of anyone else's would show their photo to the expert).
 */
export async function checkQuestion(
  db: Database,
  userId: number,
  input: ValidAskAnExpertInput,
): Promise<CheckedQuestion> {
  const topic = (await listItems(db, 'expert-topics')).find((item) => item.Id === input.TopicId);
  if (!topic) throw refuse('TopicId', EXPERT_MESSAGES.topicUnknown);

  let plantName = '';
  if (input.PlantId) {
    const [plant] = await db
      .select({ name: plants.commonName })
      .from(plants)
      .where(eq(plants.id, input.PlantId));
    if (!plant) throw refuse('PlantId', EXPERT_MESSAGES.plantUnknown);
    plantName = plant.name;
  }

  let zoneName = '';
  if (input.ZoneId) {
    const [zone] = await db
      .select({ userId: zones.userId, name: zones.name })
      .from(zones)
      .where(eq(zones.id, input.ZoneId));
    // Another gardener's zone is answered as an unknown one: ids cannot be mapped.
    if (zone?.userId !== userId) throw refuse('ZoneId', EXPERT_MESSAGES.zoneUnknown);
    zoneName = zone.name;
  }

  const imageIds = [...new Set(input.PhotoIds)];
  if (imageIds.length) {
    const own = await db
      .select({ id: images.id })
      .from(images)
      .where(and(eq(images.userId, userId), inArray(images.id, imageIds)));
    if (own.length !== imageIds.length) throw refuse('PhotoIds', EXPERT_MESSAGES.photoNotYours);
  }
  return { topicName: topic.Name, plantName, zoneName, imageIds };
}
