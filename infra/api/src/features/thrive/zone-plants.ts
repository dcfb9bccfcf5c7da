import type { ZonePlant } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import type { MediaUrls } from '../common/media-urls';
import { listItems } from '../common/reference-lists';
import { ownedYard } from '../common/owned-yard';
import { ownedZone } from '../common/owned-zone';
import { loadGarden } from './garden-plants';
import { gardenScorer, loadSunPx } from './garden-scorer';
import { NO_THUMBNAIL, plantThumbnails } from './plant-thumbnails';

/** Fertilizer 0 is none chosen: no name. */
const NO_FERTILIZER = '';

async function fertilizerNames(db: Database): Promise<ReadonlyMap<number, string>> {
  return new Map((await listItems(db, 'fertilizers')).map((item) => [item.Id, item.Name]));
}

/**
 * GET users/{uid}/ZonePlants/{zoneId}?yid: the plants of one of the caller's zones with
 * their scores there; with zone 0, every plant of yard yid, or of every yard when yid is 0.
 * The yid of a query is not seen by the route guard, so it is checked here (404 for another's, as for none);
 * with a zone, yid is not needed and is ignored.
 */
export async function zonePlants(
  db: Database,
  urls: MediaUrls,
  userId: number,
  zoneId: number,
  yardId: number,
): Promise<ZonePlant[]> {
  if (zoneId) await ownedZone(db, userId, zoneId);
  else if (yardId) await ownedYard(db, userId, yardId);
  const scope = zoneId ? { zoneId } : { yardId };
  const [garden, sunPx, fertilizers] = await Promise.all([
    loadGarden(db, userId, scope),
    loadSunPx(db),
    fertilizerNames(db),
  ]);
  const thumbnails = await plantThumbnails(
    db,
    urls,
    userId,
    garden.plants.map((plant) => plant.plantId),
  );
  const score = gardenScorer(sunPx);
  return garden.plants.flatMap((plant) => {
    const zone = garden.zoneById.get(plant.zoneId);
    if (!zone) return [];
    return [
      {
        Id: plant.plantZoneId,
        ZoneId: zone.id,
        ZoneName: zone.name,
        YardId: zone.yardId,
        PlantId: plant.plantId,
        CommonName: plant.commonName,
        BotanicalName: plant.botanicalName,
        Thumbnail: thumbnails.get(plant.plantId) ?? NO_THUMBNAIL,
        FertilizerId: plant.fertilizerId,
        FertilizerName: fertilizers.get(plant.fertilizerId) ?? NO_FERTILIZER,
        ...score(plant, zone),
      },
    ];
  });
}
