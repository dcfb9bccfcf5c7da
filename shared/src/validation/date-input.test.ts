import {
  DATE_INPUT_BOUNDED_YEAR_SPAN,
  DATE_INPUT_MONTHS_SHOWN,
  DATE_INPUT_WEEK_STARTS_ON,
  DATE_INPUT_WEEKS_PER_MONTH,
  DATE_INPUT_YEAR_SPAN,
  dateBoundsError,
  dateInputError,
  parseDateInput,
  usableBounds,
  yearRange,
} from './date-input';

const label = 'Due date';

describe('SPEC §5 Date input (date picker)', () => {
  test('SPEC §5 Date input: accepts yyyy-mm-dd', () => {
    expect(parseDateInput('2025-04-03')).toBe('2025-04-03');
    expect(parseDateInput(' 2025-4-3 ')).toBe('2025-04-03');
  });

  test('SPEC §5 Date input: accepts a year alone (its first day)', () => {
    expect(parseDateInput('2025')).toBe('2025-01-01');
  });

  test('SPEC §5 Date input: accepts year-month (its first day)', () => {
    expect(parseDateInput('2025-04')).toBe('2025-04-01');
    expect(parseDateInput('2025-13')).toBeNull();
  });

  test('SPEC §5 Date input: valid only if a real calendar date', () => {
    expect(parseDateInput('2025-02-30')).toBeNull();
    expect(parseDateInput('2023-02-29')).toBeNull();
    expect(parseDateInput('2024-02-29')).toBe('2024-02-29');
    expect(parseDateInput('04/03/2025')).toBeNull();
    expect(parseDateInput('soon')).toBeNull();
    expect(dateInputError('2025-02-30', { label })).toBe('Please enter a valid due date (yyyy-mm-dd).');
  });

  test('SPEC §5 Date input: valid only if the year is not 0', () => {
    expect(parseDateInput('0000')).toBeNull();
    expect(parseDateInput('0000-01-01')).toBeNull();
    expect(parseDateInput('0100-01-01')).toBe('0100-01-01');
  });

  test('SPEC §5 Date input: rejected if before the minimum date', () => {
    const bounds = { label, min: '2025-04-03' };
    expect(dateInputError('2025-04-02', bounds)).toBe('The due date cannot be before Apr 3, 2025.');
    expect(dateInputError('2025-04-03', bounds)).toBeNull();
    // A year alone is its first day, which is before the minimum.
    expect(dateInputError('2025', bounds)).toBe('The due date cannot be before Apr 3, 2025.');
  });

  test('SPEC §5 Date input: rejected if after the maximum date', () => {
    const bounds = { label, max: '2025-04-03' };
    expect(dateInputError('2025-04-04', bounds)).toBe('The due date cannot be after Apr 3, 2025.');
    expect(dateInputError('2025-04-03', bounds)).toBeNull();
  });

  test('SPEC §5 Date input: the maximum must not be before the minimum', () => {
    const bounds = { min: '2025-05-01', max: '2025-04-01' };
    expect(dateBoundsError(bounds)).toBe(
      'The maximum date 2025-04-01 must not be before the minimum 2025-05-01.',
    );
    // The field keeps working with the minimum alone.
    expect(usableBounds(bounds)).toEqual({ min: '2025-05-01', max: undefined });
    expect(dateInputError('2025-06-01', { label, ...bounds })).toBeNull();
    expect(dateBoundsError({ min: '2025-04-01', max: '2025-04-01' })).toBeNull();
  });

  test('an empty field is fine unless required', () => {
    expect(dateInputError('', { label })).toBeNull();
    expect(dateInputError('  ', { label, required: true })).toBe('Please enter a due date.');
  });

  test('SPEC §5 Date input defaults: one month shown, week starts Monday, 6 weeks per month grid', () => {
    expect(DATE_INPUT_MONTHS_SHOWN).toBe(1);
    expect(DATE_INPUT_WEEK_STARTS_ON).toBe(1);
    expect(DATE_INPUT_WEEKS_PER_MONTH).toBe(6);
  });

  test('SPEC §5 Date input: the year dropdown covers ±10 years around the view', () => {
    expect(DATE_INPUT_YEAR_SPAN).toBe(10);
    expect(yearRange(2025, {})).toEqual({ from: 2015, to: 2035 });
    // One bound alone still cuts the range.
    expect(yearRange(2025, { min: '2020-06-01' })).toEqual({ from: 2020, to: 2035 });
    expect(yearRange(2025, { max: '2000-01-01' })).toEqual({ from: 1990, to: 2000 });
    expect(yearRange(5, {})).toEqual({ from: 1, to: 15 });
  });

  test('SPEC §5 Date input: the year dropdown covers ±500 years if bounded by min and max', () => {
    expect(DATE_INPUT_BOUNDED_YEAR_SPAN).toBe(500);
    expect(yearRange(2025, { min: '1000-01-01', max: '3000-12-31' })).toEqual({ from: 1525, to: 2525 });
    expect(yearRange(2025, { min: '2024-01-01', max: '2026-12-31' })).toEqual({ from: 2024, to: 2026 });
  });
});
