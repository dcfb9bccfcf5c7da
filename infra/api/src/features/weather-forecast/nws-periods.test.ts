import {
  celsius,
  durationMs,
  forecastPeriods,
  observedRainPeriods,
  rainMm,
  validTimePeriod,
} from './nws-periods';

const HOUR = 3_600_000;

describe('the NWS’s times and units', () => {
  test.each([
    ['PT1H', HOUR],
    ['PT6H', 6 * HOUR],
    ['PT13H', 13 * HOUR],
    ['P1D', 24 * HOUR],
    ['P1DT6H', 30 * HOUR],
    ['P1W', 7 * 24 * HOUR],
    ['PT30M', HOUR / 2],
    ['PT90S', 90_000],
  ])('the duration %s is %d ms', (duration, ms) => {
    expect(durationMs(duration)).toBe(ms);
  });

  test.each(['', 'P', 'PT', 'P1M', 'P1Y', 'PT6', '6H', 'P1DT'])('"%s" is no duration', (duration) => {
    expect(durationMs(duration)).toBeNull();
  });

  test('a validTime is a start and a duration, read as UTC instants', () => {
    expect(validTimePeriod('2026-11-30T12:00:00+00:00/PT6H')).toEqual({
      start: '2026-11-30T12:00:00.000Z',
      end: '2026-11-30T18:00:00.000Z',
    });
    expect(validTimePeriod('2026-11-30T07:00:00-05:00/P1DT1H')).toEqual({
      start: '2026-11-30T12:00:00.000Z',
      end: '2026-12-01T13:00:00.000Z',
    });
  });

  test('a validTime that is not a start and a duration throws, naming it', () => {
    expect(() => validTimePeriod('2026-11-30T12:00:00+00:00')).toThrow(/2026-11-30T12:00:00\+00:00/);
    expect(() => validTimePeriod('tomorrow/PT6H')).toThrow(/not a start and a duration/);
    expect(() => validTimePeriod('2026-11-30T12:00:00Z/2026-11-30T18:00:00Z')).toThrow();
  });

  test('forecast periods are those ending after now, oldest first, without empty values', () => {
    const now = new Date('2026-11-30T13:00:00Z');
    const values = [
      { validTime: '2026-12-01T00:00:00+00:00/PT6H', value: 4 },
      { validTime: '2026-11-30T06:00:00+00:00/PT6H', value: 1 },
      { validTime: '2026-11-30T12:00:00+00:00/PT6H', value: 2 },
      { validTime: '2026-11-30T18:00:00+00:00/PT6H', value: null },
    ];
    expect(forecastPeriods(values, now, (mm) => ({ mm }))).toEqual([
      { start: '2026-11-30T12:00:00.000Z', end: '2026-11-30T18:00:00.000Z', mm: 2 },
      { start: '2026-12-01T00:00:00.000Z', end: '2026-12-01T06:00:00.000Z', mm: 4 },
    ]);
  });

  test('a station’s readings are the hour before each, oldest first; hours without one are left out', () => {
    const reading = (timestamp: string, value: number | null, unitCode = 'wmoUnit:mm') => ({
      timestamp,
      precipitationLastHour: { value, unitCode },
    });
    expect(
      observedRainPeriods([
        reading('2026-11-30T11:53:00+00:00', 1.5),
        reading('2026-11-30T10:53:00+00:00', null),
        { timestamp: '2026-11-30T09:53:00+00:00' },
        reading('2026-11-30T08:53:00+00:00', 0.002, 'wmoUnit:m'),
      ]),
    ).toEqual([
      { start: '2026-11-30T07:53:00.000Z', end: '2026-11-30T08:53:00.000Z', mm: 2 },
      { start: '2026-11-30T10:53:00.000Z', end: '2026-11-30T11:53:00.000Z', mm: 1.5 },
    ]);
  });

  test('rain is read in millimetres or metres; a negative amount is no reading; other units throw', () => {
    expect(rainMm(3, 'wmoUnit:mm')).toBe(3);
    expect(rainMm(3, 'unit:mm')).toBe(3);
    expect(rainMm(0.003, 'wmoUnit:m')).toBeCloseTo(3);
    expect(rainMm(-1, 'wmoUnit:mm')).toBeNull();
    expect(() => rainMm(1, 'wmoUnit:in')).toThrow('The weather service gave rain in wmoUnit:in');
  });

  test('temperatures are read in °C or °F; other units throw', () => {
    expect(celsius(-3, 'wmoUnit:degC')).toBe(-3);
    expect(celsius(98.6, 'wmoUnit:degF')).toBeCloseTo(37);
    expect(celsius(26.6, 'wmoUnit:degF')).toBeCloseTo(-3);
    expect(() => celsius(300, 'wmoUnit:K')).toThrow('The weather service gave a temperature in wmoUnit:K');
  });
});
