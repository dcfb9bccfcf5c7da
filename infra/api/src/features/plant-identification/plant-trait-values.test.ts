import { colourFamilies, floweringSeason, heightBands, leafKeeping } from './plant-trait-values';

describe("the catalogue's data in the key's terms", () => {
  test('bloom colours fall in their families; a shade between two is in both', () => {
    expect(colourFamilies(['blue', 'pink', 'purple', 'white']).sort()).toEqual([
      'blue',
      'pink',
      'purple',
      'white',
    ]);
    expect(colourFamilies(['lavender']).sort()).toEqual(['blue', 'purple']);
    expect(colourFamilies(['magenta']).sort()).toEqual(['pink', 'purple']);
    expect(colourFamilies(['Dark Red', 'Blue-violet']).sort()).toEqual(['blue', 'purple', 'red']);
    expect(colourFamilies([])).toEqual([]);
  });

  test('flower times become seasons', () => {
    expect(floweringSeason('Early Spring')).toBe('early-spring');
    expect(floweringSeason('Fall')).toBe('fall');
    expect(floweringSeason('Does Not Flower Showily')).toBe('not-showy');
    expect(floweringSeason('Monsoon')).toBeNull();
  });

  test('a height range is in every band it touches; one known end is taken as both; none is unknown', () => {
    expect(heightBands(36, 72)).toEqual(['3-6ft', '6-15ft']);
    expect(heightBands(24, 48)).toEqual(['1-3ft', '3-6ft']);
    expect(heightBands(2, 6)).toEqual(['under-1ft']);
    expect(heightBands(600, 1200)).toEqual(['over-15ft']);
    expect(heightBands(null, 20)).toEqual(['1-3ft']);
    expect(heightBands(null, null)).toBeNull();
  });

  test('leaf retention as winter shows it; a semi-evergreen plant may do either', () => {
    expect(leafKeeping('Evergreen')).toEqual(['evergreen']);
    expect(leafKeeping('Semi-evergreen')).toEqual(['evergreen', 'deciduous']);
    expect(leafKeeping('Herbaceous (dies back)')).toEqual(['dies-back']);
    expect(leafKeeping('')).toBeNull();
  });
});
