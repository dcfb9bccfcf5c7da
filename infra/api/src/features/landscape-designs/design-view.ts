import { asc, eq } from 'drizzle-orm';
import {
  materialsList,
  type Design,
  type DesignMeasures,
  type DesignPlant,
  type DepthUnit,
} from '@thrive/shared/landscape';
import type { Database } from '../../db/database';
import { landscapeDesignPlants, plants } from '../../db/schema';
import type { MediaUrls } from '../common/media-urls';
import { fertilizerOptions } from '../common/reference-lists';
import { NO_THUMBNAIL, plantThumbnails } from '../thrive/plant-thumbnails';
import { ownedDesign, type DesignRow } from './owned-design';

/** Rows from before units were chosen hold '': SPEC's volume rule reads inches. */
const depthUnit = (unit: string): DepthUnit => (unit === 'cm' ? 'cm' : 'in');

/** The measures of a stored design as the shared geometry reads them. */
export function measuresOf(row: DesignRow): DesignMeasures {
  return {
    LengthFt: row.lengthFt,
    LengthIn: row.lengthIn,
    WidthFt: row.widthFt,
    WidthIn: row.widthIn,
    SoilDepth: row.soilDepth,
    SoilUnit: depthUnit(row.soilUnit),
    SoilNeeded: row.soilNeeded,
    MulchDepth: row.mulchDepth,
    MulchUnit: depthUnit(row.mulchUnit),
    MulchNeeded: row.mulchNeeded,
    AvgPlantSpacing: row.avgPlantSpacing,
    IrrigationType: row.irrigationType,
    IrrigationTypeInstalledNeeded: row.irrigationTypeInstalledNeeded,
    EdgingType: row.edgingType,
    EdgingTypeInstalledNeeded: row.edgingTypeInstalledNeeded,
    EdgingNeededFt: row.edgingNeededFt,
    EdgingNeededIn: row.edgingNeededIn,
    OtherMaterials: row.otherMaterials,
  };
}

/** A design's plants in the order they were added, with thumbnails and fertilizer names. */
export async function designPlants(
  db: Database,
  urls: MediaUrls,
  userId: number,
  designId: number,
): Promise<DesignPlant[]> {
  const rows = await db
    .select({
      Id: landscapeDesignPlants.id,
      PlantId: plants.id,
      CommonName: plants.commonName,
      BotanicalName: plants.botanicalName,
      FertilizerId: landscapeDesignPlants.fertilizerId,
    })
    .from(landscapeDesignPlants)
    .innerJoin(plants, eq(plants.id, landscapeDesignPlants.plantId))
    .where(eq(landscapeDesignPlants.designId, designId))
    .orderBy(asc(landscapeDesignPlants.id));
  const [thumbnails, fertilizers] = await Promise.all([
    plantThumbnails(
      db,
      urls,
      userId,
      rows.map((row) => row.PlantId),
    ),
    fertilizerOptions(db),
  ]);
  const fertilizerName = new Map(fertilizers.map((option) => [option.Id, option.Name]));
  return rows.map((row) => ({
    ...row,
    Thumbnail: thumbnails.get(row.PlantId) ?? NO_THUMBNAIL,
    FertilizerName: fertilizerName.get(row.FertilizerId) ?? '',
  }));
}

/** A stored design with its plants, every SPEC §3 field and its shopping list. */
export async function designOf(db: Database, urls: MediaUrls, row: DesignRow): Promise<Design> {
  const measures = measuresOf(row);
  const chosen = await designPlants(db, urls, row.userId, row.id);
  return {
    ...measures,
    Id: row.id,
    Name: row.name,
    StyleId: row.styleId ?? 0,
    ZoneId: row.zoneId ?? 0,
    SunRequirementId: row.sunRequirementId,
    WaterRequirementId: row.waterRequirementId,
    AreaFt: row.areaFt,
    AreaIn: row.areaIn,
    SoilVolume: row.soilVolume,
    MulchVolume: row.mulchVolume,
    TotalPlantsRequired: row.totalPlantsRequired,
    BloomTime: row.bloomTime,
    BloomColors: row.bloomColors,
    BloomColorsNames: row.bloomColorsNames,
    EdgingSide: row.edgingSide,
    EdgingArea: row.edgingArea,
    CopyPlants: row.copyPlants,
    UpdatedAt: row.updatedAt.toISOString(),
    Plants: chosen,
    Materials: materialsList(measures, chosen),
  };
}

/** GET LandscapeDesign/{id}/User/: one of the caller's designs (404 for another's, as for none). */
export async function getDesign(
  db: Database,
  urls: MediaUrls,
  userId: number,
  designId: number,
): Promise<Design> {
  return designOf(db, urls, await ownedDesign(db, userId, designId));
}
