import { designFigures, type DesignFields } from '@thrive/shared/landscape';
import type { landscapeDesigns } from '../../db/schema';

type DesignColumns = Omit<typeof landscapeDesigns.$inferInsert, 'id' | 'userId' | 'styleId' | 'createdAt'>;

/**
 * The columns a design's fields are stored in, with the SPEC §5 figures computed here from
 * the measures: the server never keeps a figure a client computed.
 */
export function designColumns(
  fields: DesignFields,
  sunRequirementId: number,
  waterRequirementId: number,
  now: Date,
): DesignColumns {
  const figures = designFigures(fields);
  return {
    zoneId: fields.ZoneId || null,
    name: fields.Name,
    sunRequirementId,
    waterRequirementId,
    lengthFt: fields.LengthFt,
    lengthIn: fields.LengthIn,
    widthFt: fields.WidthFt,
    widthIn: fields.WidthIn,
    areaFt: figures.AreaFt,
    areaIn: figures.AreaIn,
    soilDepth: fields.SoilDepth,
    soilUnit: fields.SoilUnit,
    soilNeeded: fields.SoilNeeded,
    soilVolume: figures.SoilVolume,
    mulchDepth: fields.MulchDepth,
    mulchUnit: fields.MulchUnit,
    mulchNeeded: fields.MulchNeeded,
    mulchVolume: figures.MulchVolume,
    otherMaterials: fields.OtherMaterials,
    avgPlantSpacing: fields.AvgPlantSpacing,
    totalPlantsRequired: figures.TotalPlantsRequired,
    bloomTime: fields.BloomTime,
    bloomColors: fields.BloomColors,
    bloomColorsNames: fields.BloomColorsNames,
    irrigationType: fields.IrrigationType,
    irrigationTypeInstalledNeeded: fields.IrrigationTypeInstalledNeeded,
    edgingType: fields.EdgingType,
    edgingTypeInstalledNeeded: fields.EdgingTypeInstalledNeeded,
    edgingSide: fields.EdgingSide,
    edgingNeededFt: fields.EdgingNeededFt,
    edgingNeededIn: fields.EdgingNeededIn,
    edgingArea: fields.EdgingArea,
    copyPlants: fields.CopyPlants,
    updatedAt: now,
  };
}
