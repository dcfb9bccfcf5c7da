import type { ZonePlant } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import type { MediaUrls } from '../common/media-urls';
import { listItems } from '../common/reference-lists';
import { ownedYard } from '../common/owned-yard';
import { ownedZone } from '../common/owned-zone';
import { yardsSharedWith } from '../common/yard-membership';
import { loadGarden, type GardenScope } from './garden-plants';
import { gardenScorer, loadSunPx } from './garden-scorer';
import { NO_THUMBNAIL, plantThumbnails } from './plant-thumbnails';

/** Fertilizer 0 is none chosen: no name. */
const NO_FERTILIZER = '';

async function fertilizerNames(db: Database): Promise<ReadonlyMap<number, string>> {
  return new Map((await listItems(db, 'fertilizers')).map((item) => [item.Id, item.Name]));
}

interface GardenReading {
  sunPx: Awaited<ReturnType<typeof loadSunPx>>;
  fertilizers: ReadonlyMap<number, string>;
}

/** The plants of one gardener's garden in `scope`, scored, with the pictures that gardener sees. */
async function scoredPlants(
  db: Database,
  urls: MediaUrls,
  gardenerId: number,
  scope: GardenScope,
  { sunPx, fertilizers }: GardenReading,
): Promise<ZonePlant[]> {
  const garden = await loadGarden(db, gardenerId, scope);
  const thumbnails = await plantThumbnails(
    db,
    urls,
    gardenerId,
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

/**
 * GET users/{uid}/ZonePlants/{zoneId}?yid: the plants of one of the caller's zones with
 * their scores there; with zone 0, every plant of yard yid, or of every yard when yid is 0:
 * the gardener's own, then those of the yards shared with them (in the yard list's order),
 * so that what lists "every plant" (health check, own tasks, questions) offers a shared
 * yard's plants too. A shared yard's rows are its owner's, with the owner's pictures.
 * A zone or yid of a shared yard reaches here as its owner (the route guard's scope); any
 * other's is a 404, as for none. With a zone, yid is not needed and is ignored.
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
  const [sunPx, fertilizers] = await Promise.all([loadSunPx(db), fertilizerNames(db)]);
  const reading = { sunPx, fertilizers };
  if (zoneId || yardId) return scoredPlants(db, urls, userId, zoneId ? { zoneId } : { yardId }, reading);
  const [own, sharedYards] = await Promise.all([
    scoredPlants(db, urls, userId, {}, reading),
    yardsSharedWith(db, userId),
  ]);
  const shared = await Promise.all(
    sharedYards.map(({ yard }) => scoredPlants(db, urls, yard.userId, { yardId: yard.id }, reading)),
  );
  return [...own, ...shared.flat()];
}
