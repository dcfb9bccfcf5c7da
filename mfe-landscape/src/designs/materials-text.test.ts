import type { MaterialRow } from '@thrive/shared/landscape';
import { materialAmount } from './materials-text';

const row = (overrides: Partial<MaterialRow>): MaterialRow => ({
  Kind: 'plant',
  Name: 'Lavender',
  Amount: 1,
  Unit: 'plants',
  Bags: null,
  PlantId: 7,
  ...overrides,
});
const soil = (Amount: number, Bags: number) =>
  row({ Kind: 'soil', Name: 'Soil', Amount, Unit: 'cu ft', Bags, PlantId: null });

describe('materialAmount: a count says its noun in the right number', () => {
  test.each([
    ['1 plant', row({ Amount: 1 })],
    ['24 plants', row({ Amount: 24 })],
    ['1.5 cu ft (1 bag)', soil(1.5, 1)],
    ['24 cu ft (12 bags)', soil(24, 12)],
    ['', row({ Kind: 'irrigation', Name: 'Irrigation', Amount: null, Unit: '', PlantId: null })],
  ])('reads "%s"', (text, material) => {
    expect(materialAmount(material)).toBe(text);
  });
});
