import { addDays, formatDay, formatLongDay, fromIsoDate, localToday, toIsoDate } from './calendar-days';

describe('calendar days', () => {
  test("today is the device's own day", () => {
    expect(localToday(new Date(2025, 3, 10, 23, 59))).toBe('2025-04-10');
    expect(localToday(new Date(2025, 3, 11, 0, 1))).toBe('2025-04-11');
  });

  test('round-trips yyyy-mm-dd through a local Date, early years included', () => {
    expect(toIsoDate(fromIsoDate('2025-04-03'))).toBe('2025-04-03');
    expect(toIsoDate(fromIsoDate('0042-01-31'))).toBe('0042-01-31');
  });

  test('adds days across months and years', () => {
    expect(addDays('2025-01-31', 1)).toBe('2025-02-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
  });

  test('shows days in words', () => {
    expect(formatDay('2025-04-03')).toBe('Apr 3, 2025');
    expect(formatLongDay('2025-04-03')).toBe('Thursday, April 3, 2025');
  });
});
