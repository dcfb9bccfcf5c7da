import { TASK_DAYS_DEFAULT } from '../contracts/tasks';
import { checkDays, DAYS_REQUIRED_MESSAGE } from './days-input';

describe('SPEC §5 Days input', () => {
  test('SPEC §5 Days input: a number from 0 to 360', () => {
    expect(checkDays('0')).toEqual({ days: 0, error: null });
    expect(checkDays('360')).toEqual({ days: 360, error: null });
    expect(checkDays('361')).toEqual({ days: null, error: 'Show between 0 and 360 days.' });
    expect(checkDays('-1')).toEqual({ days: null, error: 'Show between 0 and 360 days.' });
    expect(checkDays('2.5')).toEqual({ days: null, error: 'The number of days must be a whole number.' });
  });

  test('an empty or non-numeric field is not 0 days', () => {
    expect(checkDays('')).toEqual({ days: null, error: DAYS_REQUIRED_MESSAGE });
    expect(checkDays('seven')).toEqual({ days: null, error: DAYS_REQUIRED_MESSAGE });
  });

  test('SPEC §5 Days input: default 7', () => {
    expect(TASK_DAYS_DEFAULT).toBe(7);
  });
});
