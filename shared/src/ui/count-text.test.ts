import { countText } from './count-text';

describe('countText (a count with its noun in the right number)', () => {
  test('one takes the singular, zero and many the plural', () => {
    expect(countText(1, 'plant', 'plants')).toBe('1 plant');
    expect(countText(0, 'plant', 'plants')).toBe('0 plants');
    expect(countText(2, 'zone', 'zones')).toBe('2 zones');
  });

  test('large counts are grouped', () => {
    expect(countText(1204, 'plant', 'plants')).toBe('1,204 plants');
  });
});
