import { formatLength, formatSize } from './plant-size';

describe('plant sizes in feet and inches', () => {
  test('under a foot reads in inches, whole feet without inches, the rest as both', () => {
    expect(formatLength(8, 'in')).toBe('8 in');
    expect(formatLength(36, 'in')).toBe('3 ft');
    expect(formatLength(18, 'in')).toBe('1 ft 6 in');
    expect(formatLength(2.5, 'ft')).toBe('2 ft 6 in');
  });

  test('metric sizes are converted to the nearest inch', () => {
    expect(formatLength(30, 'cm')).toBe('1 ft');
    expect(formatLength(1, 'm')).toBe('3 ft 3 in');
  });

  test('a range reads "low to high", equal ends once, an unknown size is null', () => {
    expect(formatSize({ Min: 18, Max: 36, Unit: 'in' })).toBe('1 ft 6 in to 3 ft');
    expect(formatSize({ Min: 24, Max: 24, Unit: 'in' })).toBe('2 ft');
    expect(formatSize(null)).toBeNull();
  });
});
