import { calendarDateSchema, isCalendarDate } from './calendar-date';

describe('task dates travel as yyyy-mm-dd real calendar days', () => {
  test('real days pass; impossible days, other formats and year 0 do not', () => {
    expect(['2027-03-31', '2028-02-29', '0099-12-31', '9999-01-01'].every(isCalendarDate)).toBe(true);
    expect(
      ['2027-02-29', '2027-13-01', '2027-04-31', '0000-01-01', '03-31-2027', '2027-3-1', ''].some(
        isCalendarDate,
      ),
    ).toBe(false);
  });

  test('the schema names the field in its message', () => {
    const result = calendarDateSchema('start date').safeParse('2027-02-30');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please enter a valid start date (yyyy-mm-dd).');
  });
});
