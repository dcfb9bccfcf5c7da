import { sideInches } from './design-geometry';
import type { DesignMeasures, DesignPlantName } from '../contracts/design-measures';
import { shareOf, shareOut } from './plant-shares';

/** A drawing of more spots than this would not print legibly; the rest are counted, not drawn. */
export const MAX_LAYOUT_SPOTS = 1000;

/** One planting spot, in inches from the bed's top-left corner; Number is its legend entry (0: none chosen). */
export interface LayoutSpot {
  X: number;
  Y: number;
  Number: number;
}

export interface LayoutLegendEntry {
  Number: number;
  PlantId: number;
  CommonName: string;
  /** Spots of the whole grid this plant fills (drawn or not). */
  Count: number;
}

/** A bed to scale: its sides in inches, the spacing, and the plants placed on it. */
export interface BedLayout {
  LengthIn: number;
  WidthIn: number;
  Spacing: number;
  Spots: LayoutSpot[];
  Legend: LayoutLegendEntry[];
  /** Spots of the grid beyond MAX_LAYOUT_SPOTS, left out of the drawing. */
  Omitted: number;
}

/** Spots that fit along a side at the spacing, at least one when the side has any length. */
const spotsAlong = (side: number, spacing: number) =>
  side > 0 ? Math.max(1, Math.floor(side / spacing)) : 0;

/**
 * The chosen plants placed on a square grid at the average spacing (the grid SPEC §5's
 * "area / spacing squared" counts), centred in the bed. Spots are handed out column by
 * column along the length, each plant taking one band, the way a bed is planted in drifts
 * rather than scattered one by one.
 */
export function bedLayout(
  design: Pick<DesignMeasures, 'LengthFt' | 'LengthIn' | 'WidthFt' | 'WidthIn' | 'AvgPlantSpacing'>,
  plants: readonly DesignPlantName[],
): BedLayout {
  const length = sideInches(design.LengthFt, design.LengthIn);
  const width = sideInches(design.WidthFt, design.WidthIn);
  const spacing = design.AvgPlantSpacing;
  const columns = spacing > 0 ? spotsAlong(length, spacing) : 0;
  const rows = spacing > 0 ? spotsAlong(width, spacing) : 0;
  const total = columns * rows;
  const drawn = Math.min(total, MAX_LAYOUT_SPOTS);
  // Centred: the margin left over at each end of a side is split evenly.
  const offset = (side: number, count: number) => (side - count * spacing) / 2 + spacing / 2;
  const x0 = offset(length, columns);
  const y0 = offset(width, rows);
  const spots: LayoutSpot[] = [];
  for (let k = 0; k < drawn; k += 1) {
    const column = Math.floor(k / rows);
    const row = k % rows;
    spots.push({
      X: x0 + column * spacing,
      Y: y0 + row * spacing,
      Number: plants.length ? shareOf(k, total, plants.length) + 1 : 0,
    });
  }
  const counts = shareOut(total, plants.length);
  return {
    LengthIn: length,
    WidthIn: width,
    Spacing: spacing,
    Spots: spots,
    Legend: plants.map((plant, at) => ({
      Number: at + 1,
      PlantId: plant.PlantId,
      CommonName: plant.CommonName,
      Count: counts[at]!,
    })),
    Omitted: total - drawn,
  };
}
