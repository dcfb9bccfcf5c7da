import type { DepthUnit, DesignMeasures } from '../contracts/design-measures';

/** Square inches in a square foot, cubic inches in a cubic foot (SPEC §5). */
export const SQUARE_INCHES_PER_SQUARE_FOOT = 144;
export const CUBIC_INCHES_PER_CUBIC_FOOT = 1728;
const CM_PER_INCH = 2.54;

export interface BedSides {
  lengthFt: number;
  lengthIn: number;
  widthFt: number;
  widthIn: number;
}

/** A side of the bed in inches: feet and inches as the gardener types them. */
export const sideInches = (feet: number, inches: number): number => 12 * feet + inches;

/** SPEC §5: area in square inches = (12*lengthFt+lengthIn)*(12*widthFt+widthIn), rounded. */
export function designArea({ lengthFt, lengthIn, widthFt, widthIn }: BedSides): number {
  return Math.round(sideInches(lengthFt, lengthIn) * sideInches(widthFt, widthIn));
}

/**
 * SPEC §5: AreaFt = area/144 rounded, AreaIn = area mod 144 rounded. Taken as written: the
 * feet are rounded, not floored, so 216 sq in reads 2 sq ft and 72 sq in.
 */
export function areaFtIn(area: number): { AreaFt: number; AreaIn: number } {
  return {
    AreaFt: Math.round(area / SQUARE_INCHES_PER_SQUARE_FOOT),
    AreaIn: Math.round(area % SQUARE_INCHES_PER_SQUARE_FOOT),
  };
}

/** A depth in inches: SPEC's volume rule counts inches, so centimetres are converted first. */
export function depthInches(depth: number, unit: DepthUnit): number {
  return unit === 'cm' ? depth / CM_PER_INCH : depth;
}

/** SPEC §5: soil and mulch volume = area*depth/1728 (cubic feet); area in sq in, depth in inches. */
export function volumeCubicFeet(area: number, depthIn: number): number {
  return (area * depthIn) / CUBIC_INCHES_PER_CUBIC_FOOT;
}

/** SPEC §5: total plants = area/(spacing squared), rounded, only if spacing is above 0. */
export function totalPlants(area: number, spacing: number): number {
  return spacing > 0 ? Math.round(area / (spacing * spacing)) : 0;
}

/** The fields of a design that are computed from its measures, never typed. */
export interface DesignFigures {
  AreaFt: number;
  AreaIn: number;
  SoilVolume: number;
  MulchVolume: number;
  TotalPlantsRequired: number;
}

/** Every derived field of SPEC §5, live as the gardener types and again on the server. */
export function designFigures(
  design: Pick<
    DesignMeasures,
    | 'LengthFt'
    | 'LengthIn'
    | 'WidthFt'
    | 'WidthIn'
    | 'SoilDepth'
    | 'SoilUnit'
    | 'MulchDepth'
    | 'MulchUnit'
    | 'AvgPlantSpacing'
  >,
): DesignFigures {
  const area = designArea({
    lengthFt: design.LengthFt,
    lengthIn: design.LengthIn,
    widthFt: design.WidthFt,
    widthIn: design.WidthIn,
  });
  return {
    ...areaFtIn(area),
    SoilVolume: volumeCubicFeet(area, depthInches(design.SoilDepth, design.SoilUnit)),
    MulchVolume: volumeCubicFeet(area, depthInches(design.MulchDepth, design.MulchUnit)),
    TotalPlantsRequired: totalPlants(area, design.AvgPlantSpacing),
  };
}
