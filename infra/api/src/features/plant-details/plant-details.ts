import type { PlantDetails, PlantDetailsQuery } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import type { MediaUrls } from '../common/media-urls';
import { illustrationAddresses } from '../plant-illustrations/illustration-address';
import { importedPlantImages } from '../plant-photos/imported-photos';
import { plantFacts, type PlantRow } from './plant-facts';
import { plantMarks } from './plant-marks';
import { plantPhotos } from './plant-photos';
import { plantWeed } from './plant-weed';
import { plantZoneScore } from './plant-zone-score';
import { NO_THUMBNAIL } from '../thrive/plant-thumbnails';

/** The catalogue keeps sizes in inches; a size is shown only when both ends are known. */
const inches = (min: number | null, max: number | null) =>
  min === null || max === null ? null : { Min: min, Max: max, Unit: 'in' as const };

const sizes = (plant: PlantRow) => ({
  AdultHeight: inches(plant.heightMinIn, plant.heightMaxIn),
  AdultSpread: inches(plant.spreadMinIn, plant.spreadMaxIn),
});

/**
 * GET Users/{uid}/Plant/{id}/: the plant with its names, the caller's photos and the
 * catalogue's open-licence ones, its illustration, the caller's marks, (zid > 0) its
 * score in that zone of theirs, and its weed mark (issue 28). lat/lng are accepted for the
 * app's sake; where the gardener is does not change what a plant needs.
 */
export async function plantDetails(
  db: Database,
  urls: MediaUrls,
  userId: number,
  plantId: number,
  { zid = 0 }: PlantDetailsQuery,
): Promise<PlantDetails> {
  const facts = await plantFacts(db, plantId);
  const { plant } = facts;
  const [own, imported, illustrations, marks, zoneScore, weed] = await Promise.all([
    plantPhotos(db, urls, userId, plantId),
    importedPlantImages(db, urls, plantId),
    illustrationAddresses(db, [plantId]),
    plantMarks(db, userId, plantId),
    zid > 0 ? plantZoneScore(db, userId, plant, zid) : null,
    plantWeed(db, plant),
  ]);
  return {
    Id: plant.id,
    CommonName: plant.commonName,
    BotanicalName: plant.botanicalName,
    OtherNames: plant.otherNames,
    Description: plant.description,
    CategoryId: plant.categoryId,
    CategoryName: facts.category.Name,
    Lifecycle: plant.lifecycle,
    SunRequirementId: plant.sunRequirementId,
    SunRequirementName: facts.sun.Name,
    AltSunRequirementId: plant.altSunRequirementId,
    AltSunRequirementName: facts.altSun.Name,
    WaterRequirementId: plant.waterRequirementId,
    WaterRequirementName: facts.water.Name,
    ZoneLowId: plant.zoneLowId,
    ZoneLowName: facts.zoneLow.Name,
    ZoneHighId: plant.zoneHighId,
    ZoneHighName: facts.zoneHigh.Name,
    BloomColors: plant.bloomColors,
    FlowerTimes: facts.attributes.get('flower-times') ?? [],
    ...sizes(plant),
    GrowthRate: facts.growthRate.Name,
    LeafRetention: facts.leafRetention.Name,
    Effort: facts.effort.Name,
    // The gardener's own photos first (they took them), then the open-licence ones.
    Images: [...own, ...imported],
    Illustration: illustrations.get(plantId) ?? NO_THUMBNAIL,
    IsFavorite: marks.isFavorite,
    Notes: marks.notes,
    LastSeenAt: marks.lastSeenAt,
    ZoneScore: zoneScore,
    Weed: weed,
  };
}
