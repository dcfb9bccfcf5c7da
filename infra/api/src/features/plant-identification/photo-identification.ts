import { IDENTIFY_PHOTO_MAX_RESULTS, type PhotoIdentification } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import type { MediaUrls } from '../common/media-urls';
import { plantListItems } from '../plants/plant-list-items';
import { catalogueNameIndex, matchCatalogue } from './catalogue-match';
import { identifyWithPlantNet, type ServicePhoto } from './plantnet-client';
import { traitTable } from './trait-table';

export interface PhotoIdentificationDependencies {
  db: Database;
  urls: MediaUrls;
  service: { url: string; apiKey: string };
  /** Tests shorten it; the default is the client's. */
  timeoutMs?: number;
}

/**
 * POST Plants/0/IdentifyByPhoto/: the service's best species for the photos, each matched to
 * our catalogue by botanical name, with the plant as plant lists show it when we have it.
 */
export async function identifyByPhoto(
  { db, urls, service, timeoutMs }: PhotoIdentificationDependencies,
  userId: number,
  photos: readonly ServicePhoto[],
): Promise<PhotoIdentification> {
  const results = await identifyWithPlantNet(service, photos, {
    maxResults: IDENTIFY_PHOTO_MAX_RESULTS,
    timeoutMs,
  });
  const index = catalogueNameIndex(await traitTable(db));
  const matched = results.map((result) => ({ result, plant: matchCatalogue(index, result.botanicalName) }));
  const ids = matched.flatMap(({ plant }) => (plant ? [plant.id] : []));
  const items = new Map((await plantListItems(db, urls, userId, ids)).map((item) => [item.Id, item]));
  return {
    Method: 'photo-service',
    Results: matched.map(({ result, plant }) => ({
      Score: result.score,
      BotanicalName: result.botanicalName,
      CommonName: result.commonName,
      PlantId: plant?.id ?? null,
      Plant: (plant && items.get(plant.id)) ?? null,
    })),
  };
}
