import { designMeasuresSchema } from '../contracts/design-measures';
import {
  areaFtIn,
  depthInches,
  designArea,
  designFigures,
  totalPlants,
  volumeCubicFeet,
} from './design-geometry';

/** The issue's example: a bed 12 ft long and 4 ft wide. */
const TWELVE_BY_FOUR = { lengthFt: 12, lengthIn: 0, widthFt: 4, widthIn: 0 };
const measures = (fields: Partial<Record<string, unknown>>) => designMeasuresSchema.parse(fields);

describe('SPEC §5 Design geometry', () => {
  test('SPEC §5 Design geometry: area in square inches = (12*lengthFt+lengthIn)*(12*widthFt+widthIn), rounded', () => {
    expect(designArea(TWELVE_BY_FOUR)).toBe(144 * 48);
    expect(designArea({ lengthFt: 12, lengthIn: 6, widthFt: 4, widthIn: 3 })).toBe(150 * 51);
    expect(designArea({ lengthFt: 0, lengthIn: 0, widthFt: 4, widthIn: 0 })).toBe(0);
    // Rounded: a fractional side (never typed, but the rule says so) gives a whole area.
    expect(designArea({ lengthFt: 0, lengthIn: 1.5, widthFt: 0, widthIn: 1.5 })).toBe(2);
  });

  test('SPEC §5 Design geometry: AreaFt = area/144 rounded, AreaIn = area mod 144 rounded', () => {
    expect(areaFtIn(6912)).toEqual({ AreaFt: 48, AreaIn: 0 });
    expect(areaFtIn(150)).toEqual({ AreaFt: 1, AreaIn: 6 });
    // Rounded as SPEC writes it, not floored: 216 sq in is 1.5 sq ft, which rounds to 2.
    expect(areaFtIn(216)).toEqual({ AreaFt: 2, AreaIn: 72 });
    expect(areaFtIn(0)).toEqual({ AreaFt: 0, AreaIn: 0 });
  });

  test('SPEC §5 Design geometry: soil and mulch volume = area*depth/1728 (cubic feet)', () => {
    expect(volumeCubicFeet(6912, 6)).toBe(24);
    expect(volumeCubicFeet(6912, 3)).toBe(12);
    expect(volumeCubicFeet(6912, 0)).toBe(0);
    expect(volumeCubicFeet(100, 1)).toBeCloseTo(100 / 1728, 10);
  });

  test('SPEC §5 Design geometry: depths typed in centimetres are converted to inches first', () => {
    expect(depthInches(2.54, 'cm')).toBeCloseTo(1, 10);
    expect(depthInches(4, 'in')).toBe(4);
    expect(
      designFigures(measures({ LengthFt: 12, WidthFt: 4, SoilDepth: 15.24, SoilUnit: 'cm' })).SoilVolume,
    ).toBeCloseTo(24, 10);
  });

  test('SPEC §5 Design geometry: total plants = area/(spacing squared), rounded, only if spacing is above 0', () => {
    expect(totalPlants(6912, 12)).toBe(48);
    expect(totalPlants(6912, 18)).toBe(21); // 21.33
    expect(totalPlants(6912, 10)).toBe(69); // 69.12
    expect(totalPlants(6912, 0)).toBe(0);
    expect(totalPlants(6912, -12)).toBe(0);
  });

  test('the 12 ft by 4 ft bed of the issue: every derived field at once', () => {
    const bed = measures({ LengthFt: 12, WidthFt: 4, SoilDepth: 6, MulchDepth: 3, AvgPlantSpacing: 12 });
    expect(designFigures(bed)).toEqual({
      AreaFt: 48,
      AreaIn: 0,
      SoilVolume: 24,
      MulchVolume: 12,
      TotalPlantsRequired: 48,
    });
  });

  test('figures follow every measure as the gardener types', () => {
    const bed = measures({ LengthFt: 12, LengthIn: 6, WidthFt: 4, SoilDepth: 4, AvgPlantSpacing: 18 });
    // 150 in by 48 in = 7200 sq in = 50 sq ft; 7200*4/1728 = 16.67 cu ft; 7200/324 = 22.2 plants.
    expect(designFigures(bed)).toEqual({
      AreaFt: 50,
      AreaIn: 0,
      SoilVolume: (7200 * 4) / 1728,
      MulchVolume: 0,
      TotalPlantsRequired: 22,
    });
  });
});

describe('design measures (the bounds every figure stays inside)', () => {
  test('inches of a side are 0 to 11 and feet are whole and not negative', () => {
    expect(designMeasuresSchema.safeParse({ LengthIn: 12 }).error?.issues[0]?.message).toBe(
      'The length inches must be 0 to 11.',
    );
    expect(designMeasuresSchema.safeParse({ WidthFt: -1 }).success).toBe(false);
    expect(designMeasuresSchema.safeParse({ WidthFt: 1.5 }).success).toBe(false);
  });

  test('a spacing is 0 (not set) or at least 1 inch, so the plant count stays a count', () => {
    expect(designMeasuresSchema.safeParse({ AvgPlantSpacing: 0.5 }).success).toBe(false);
    expect(designMeasuresSchema.safeParse({ AvgPlantSpacing: 0 }).success).toBe(true);
    expect(designMeasuresSchema.safeParse({ AvgPlantSpacing: 1 }).success).toBe(true);
  });

  test('irrigation and edging "installed or needed" default to -1 (SPEC §3)', () => {
    const parsed = designMeasuresSchema.parse({});
    expect(parsed.IrrigationTypeInstalledNeeded).toBe(-1);
    expect(parsed.EdgingTypeInstalledNeeded).toBe(-1);
  });
});
