import { and, eq } from 'drizzle-orm';
import type { PublicYard } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { yards } from '../../db/schema';
import { notFound } from '../../http-errors';
import { loadGarden } from '../thrive/garden-plants';
import { gardenScorer, loadSunPx } from '../thrive/garden-scorer';
import { listItems } from '../common/reference-lists';
import type { MediaUrls } from '../common/media-urls';
import { NO_PUBLIC_PICTURE, publicPlantPictures } from './public-plant-pictures';

/** A reference list as id -> name ('' for ids not in it, such as 0, not set). */
async function namesOf(db: Database, list: string): Promise<Map<number, string>> {
  return new Map((await listItems(db, list)).map(({ Id, Name }) => [Id, Name]));
}

/** One answer for a yard that is private and one that does not exist: existence does not leak. */
const NOT_PUBLIC = 'This yard is not public.';

/**
 * GET public/yard/{id}, read without a session: a yard its gardener made public, with its
 * zones and what grows there, each plant with its catalogue picture. Only the town, the
 * hardiness zone and the garden: never the gardener, the address, the ZIP code, the
 * coordinates, the zones' notes or the gardener's photos (they are not even read).
 * `mediaUrls` signs imported photos' addresses; without it the plants show their drawings.
 */
export async function publicYard(db: Database, yardId: number, mediaUrls?: MediaUrls): Promise<PublicYard> {
  const [yard] = await db
    .select({
      id: yards.id,
      userId: yards.userId,
      name: yards.name,
      city: yards.city,
      state: yards.state,
      hardinessZoneId: yards.hardinessZoneId,
    })
    .from(yards)
    .where(and(eq(yards.id, yardId), eq(yards.isPublic, true)));
  if (!yard) throw notFound(NOT_PUBLIC);
  const [garden, sunPx, sunNames, waterNames, zoneNames] = await Promise.all([
    loadGarden(db, yard.userId, { yardId }),
    loadSunPx(db),
    namesOf(db, 'sun-requirements'),
    namesOf(db, 'water-requirements'),
    namesOf(db, 'hardiness-zones'),
  ]);
  const pictures = await publicPlantPictures(
    db,
    garden.plants.map((plant) => plant.plantId),
    mediaUrls,
  );
  const score = gardenScorer(sunPx);
  return {
    Id: yard.id,
    Name: yard.name,
    City: yard.city,
    State: yard.state,
    HardinessZoneId: yard.hardinessZoneId,
    HardinessZoneName: zoneNames.get(yard.hardinessZoneId) ?? '',
    Zones: garden.zones.map((zone) => ({
      Id: zone.id,
      Name: zone.name,
      SunRequirementId: zone.sunRequirementId,
      SunRequirementName: sunNames.get(zone.sunRequirementId) ?? '',
      WaterRequirementId: zone.waterRequirementId,
      WaterRequirementName: waterNames.get(zone.waterRequirementId) ?? '',
      Plants: garden.plants
        .filter((plant) => plant.zoneId === zone.id)
        .map((plant) => ({
          PlantId: plant.plantId,
          CommonName: plant.commonName,
          BotanicalName: plant.botanicalName,
          Thumbnail: pictures.get(plant.plantId) ?? NO_PUBLIC_PICTURE,
          Overall: score(plant, zone).Overall,
        })),
    })),
  };
}
