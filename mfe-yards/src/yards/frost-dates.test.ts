import { miles, monthDay } from './frost-dates';

describe('frost dates as a gardener reads them', () => {
  test.each([
    ['04-03', 'Apr 3'],
    ['11-11', 'Nov 11'],
    ['01-31', 'Jan 31'],
    ['12/05', 'Dec 5'],
  ])('%s is shown as %s', (value, shown) => {
    expect(monthDay(value)).toBe(shown);
  });

  test('something that is no MM-DD date is shown as it came', () => {
    expect(monthDay('13-01')).toBe('13-01');
    expect(monthDay('spring')).toBe('spring');
  });

  test('distances: a decimal near by, whole miles further', () => {
    expect(miles(4.24)).toBe('4.2 miles');
    expect(miles(1)).toBe('1 mile');
    expect(miles(37.6)).toBe('38 miles');
  });

  test('a distance reads as every count of the app does (countText): grouped thousands', () => {
    expect(miles(1204.4)).toBe('1,204 miles');
  });
});
