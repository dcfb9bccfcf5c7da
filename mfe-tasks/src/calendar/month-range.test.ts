import { isMonth, monthGridRange, shiftMonth } from './month-range';

describe('the month grid’s days', () => {
  test('six weeks from the Monday on or before the 1st', () => {
    // April 2025 starts on a Tuesday.
    expect(monthGridRange('2025-04')).toEqual({ from: '2025-03-31', to: '2025-05-11' });
    // September 2025 starts on a Monday.
    expect(monthGridRange('2025-09')).toEqual({ from: '2025-09-01', to: '2025-10-12' });
    // June 2025 starts on a Sunday.
    expect(monthGridRange('2025-06')).toEqual({ from: '2025-05-26', to: '2025-07-06' });
  });

  test('months before and after, across years', () => {
    expect(shiftMonth('2025-01', -1)).toBe('2024-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
    expect(shiftMonth('2025-04', 0)).toBe('2025-04');
  });

  test('reads a month from the address only when it is one', () => {
    expect(isMonth('2025-04')).toBe(true);
    expect(isMonth('2025-13')).toBe(false);
    expect(isMonth('april')).toBe(false);
    expect(isMonth(null)).toBe(false);
  });
});
