import { designMeasuresSchema } from '../contracts/design-measures';
import { materialsList } from './materials-list';

const HOSTA = { PlantId: 11, CommonName: 'Hosta' };
const FERN = { PlantId: 12, CommonName: 'Fern' };
const twelveByFour = (fields: Record<string, unknown> = {}) =>
  designMeasuresSchema.parse({ LengthFt: 12, WidthFt: 4, AvgPlantSpacing: 12, ...fields });

describe('materials and shopping list', () => {
  test('the 12 ft by 4 ft bed: soil and mulch in cubic feet and 2 cu ft bags, edging, plants with counts', () => {
    const rows = materialsList(
      twelveByFour({
        SoilDepth: 6,
        SoilNeeded: true,
        MulchDepth: 3,
        MulchNeeded: true,
        EdgingType: 2,
        EdgingTypeInstalledNeeded: 1,
        EdgingNeededFt: 32,
        OtherMaterials: 'Landscape fabric',
      }),
      [HOSTA, FERN],
    );
    expect(rows).toEqual([
      { Kind: 'soil', Name: 'Garden soil', Amount: 24, Unit: 'cu ft', Bags: 12, PlantId: null },
      { Kind: 'mulch', Name: 'Mulch', Amount: 12, Unit: 'cu ft', Bags: 6, PlantId: null },
      { Kind: 'edging', Name: 'Edging', Amount: 32, Unit: 'ft', Bags: null, PlantId: null },
      { Kind: 'plant', Name: 'Hosta', Amount: 24, Unit: 'plants', Bags: null, PlantId: 11 },
      { Kind: 'plant', Name: 'Fern', Amount: 24, Unit: 'plants', Bags: null, PlantId: 12 },
      { Kind: 'other', Name: 'Landscape fabric', Amount: null, Unit: '', Bags: null, PlantId: null },
    ]);
  });

  test('soil and mulch are listed only when needed, and part bags round up', () => {
    expect(materialsList(twelveByFour({ SoilDepth: 6 }), []).map((row) => row.Kind)).toEqual([]);
    const [soil] = materialsList(twelveByFour({ SoilDepth: 4, SoilNeeded: true, LengthIn: 6 }), []);
    // 150 x 48 x 4 / 1728 = 16.67 cu ft: 9 bags of 2.
    expect(soil).toMatchObject({ Amount: 16.67, Bags: 9 });
  });

  test('edging and irrigation go on the list only when needed (1), not when installed (0) or unanswered (-1)', () => {
    const kinds = (EdgingTypeInstalledNeeded: number, IrrigationTypeInstalledNeeded: number) =>
      materialsList(
        twelveByFour({
          EdgingNeededFt: 10,
          EdgingNeededIn: 6,
          EdgingTypeInstalledNeeded,
          IrrigationTypeInstalledNeeded,
        }),
        [],
      ).map((row) => [row.Kind, row.Amount]);
    expect(kinds(1, 1)).toEqual([
      ['edging', 10.5],
      ['irrigation', null],
    ]);
    expect(kinds(0, 0)).toEqual([]);
    expect(kinds(-1, -1)).toEqual([]);
  });

  test('plants share the total SPEC §5 computes; without a spacing their counts are 0', () => {
    const counts = (fields: Record<string, unknown>) =>
      materialsList(twelveByFour(fields), [HOSTA, FERN]).map((row) => row.Amount);
    expect(counts({ AvgPlantSpacing: 18 })).toEqual([11, 10]); // 21 plants
    expect(counts({ AvgPlantSpacing: 0 })).toEqual([0, 0]);
  });
});
