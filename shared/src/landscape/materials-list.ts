import { designFigures } from './design-geometry';
import { INSTALLED_NEEDED, type DesignMeasures, type DesignPlantName } from '../contracts/design-measures';
import type { MaterialRow } from '../contracts/material-row';
import { shareOut } from './plant-shares';

/** Bagged soil and mulch are sold by the 2 cubic feet. */
export const BAG_CUBIC_FEET = 2;

/** Cubic feet to two decimals: what a store sells by, not a computation's noise. */
const hundredths = (value: number) => Math.round(value * 100) / 100;
const bagsOf = (cubicFeet: number) => Math.ceil(hundredths(cubicFeet) / BAG_CUBIC_FEET);

/**
 * The materials and shopping list of a design: soil and mulch when needed (cubic feet and
 * 2 cu ft bags), edging and irrigation when needed, each chosen plant with its share of the
 * total plants (SPEC §5), and the gardener's other materials as they typed them.
 */
export function materialsList(design: DesignMeasures, plants: readonly DesignPlantName[]): MaterialRow[] {
  const figures = designFigures(design);
  const rows: MaterialRow[] = [];
  const bulk = (kind: 'soil' | 'mulch', name: string, volume: number) => {
    if (volume > 0)
      rows.push({
        Kind: kind,
        Name: name,
        Amount: hundredths(volume),
        Unit: 'cu ft',
        Bags: bagsOf(volume),
        PlantId: null,
      });
  };
  if (design.SoilNeeded) bulk('soil', 'Garden soil', figures.SoilVolume);
  if (design.MulchNeeded) bulk('mulch', 'Mulch', figures.MulchVolume);
  const edgingFeet = design.EdgingNeededFt + design.EdgingNeededIn / 12;
  if (design.EdgingTypeInstalledNeeded === INSTALLED_NEEDED.Needed && edgingFeet > 0)
    rows.push({
      Kind: 'edging',
      Name: 'Edging',
      Amount: hundredths(edgingFeet),
      Unit: 'ft',
      Bags: null,
      PlantId: null,
    });
  if (design.IrrigationTypeInstalledNeeded === INSTALLED_NEEDED.Needed)
    rows.push({ Kind: 'irrigation', Name: 'Irrigation', Amount: null, Unit: '', Bags: null, PlantId: null });
  const counts = shareOut(figures.TotalPlantsRequired, plants.length);
  plants.forEach((plant, at) =>
    rows.push({
      Kind: 'plant',
      Name: plant.CommonName,
      Amount: counts[at]!,
      Unit: 'plants',
      Bags: null,
      PlantId: plant.PlantId,
    }),
  );
  if (design.OtherMaterials)
    rows.push({
      Kind: 'other',
      Name: design.OtherMaterials,
      Amount: null,
      Unit: '',
      Bags: null,
      PlantId: null,
    });
  return rows;
}
