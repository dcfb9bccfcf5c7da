import {
  FROST_FIXTURE,
  HEAT_FIXTURE,
  RAIN_FIXTURE,
  startFakeNws,
  type FakeNws,
} from '../../testing/fake-nws';
import { nwsProvider } from './nws-provider';

const NOW = new Date('2026-11-30T15:00:00Z');
const RALEIGH = { latitude: 35.78765432, longitude: -78.6389 };
const NO_WEATHER = { observedRain: [], forecastRain: [], highs: [], lows: [] };

describe('weather from the US National Weather Service', () => {
  let nws: FakeNws;
  beforeAll(async () => {
    nws = await startFakeNws();
  });
  afterAll(() => nws.close());
  afterEach(() => {
    expect(nws.problems).toEqual([]);
    nws.reset();
  });

  test('a report has the station’s rain of the week and the grid’s forecast still to come', async () => {
    nws.setWeather(
      {
        // 200 hours ago is before the week asked for.
        observedRain: [3, 1, 200].map((hoursAgo) => ({ hoursAgo, mm: hoursAgo / 2 })),
        forecastRain: [
          { hoursAhead: -9, hours: 6, mm: 5 },
          { hoursAhead: -3, hours: 6, mm: 1 },
          { hoursAhead: 3, hours: 6, mm: 4 },
        ],
        highs: [
          { dayOffset: 0, celsius: 12 },
          { dayOffset: 1, celsius: 14 },
        ],
        lows: [
          { dayOffset: -1, celsius: 1 },
          { dayOffset: 0, celsius: 2 },
        ],
      },
      NOW,
    );
    expect(await nwsProvider(nws.config).reportAt(RALEIGH, NOW)).toEqual({
      fetchedAt: '2026-11-30T15:00:00.000Z',
      observedRain: [
        { start: '2026-11-30T11:00:00.000Z', end: '2026-11-30T12:00:00.000Z', mm: 1.5 },
        { start: '2026-11-30T13:00:00.000Z', end: '2026-11-30T14:00:00.000Z', mm: 0.5 },
      ],
      forecastRain: [
        { start: '2026-11-30T12:00:00.000Z', end: '2026-11-30T18:00:00.000Z', mm: 1 },
        { start: '2026-11-30T18:00:00.000Z', end: '2026-12-01T00:00:00.000Z', mm: 4 },
      ],
      forecastHighs: [
        { start: '2026-11-30T12:00:00.000Z', end: '2026-12-01T01:00:00.000Z', celsius: 12 },
        { start: '2026-12-01T12:00:00.000Z', end: '2026-12-02T01:00:00.000Z', celsius: 14 },
      ],
      forecastLows: [{ start: '2026-12-01T00:00:00.000Z', end: '2026-12-01T14:00:00.000Z', celsius: 2 }],
    });
  });

  test('every request says who asks and takes GeoJSON; the point has four decimals', async () => {
    nws.setWeather(NO_WEATHER, NOW);
    await nwsProvider(nws.config).reportAt(RALEIGH, NOW);
    expect(nws.requests.map(({ path }) => path).sort()).toEqual([
      '/gridpoints/RAH/73,57',
      '/gridpoints/RAH/73,57/stations',
      '/points/35.7877,-78.6389',
      '/stations/KRDU/observations',
    ]);
    for (const request of nws.requests) {
      expect(request.userAgent).toBe(nws.config.userAgent);
      expect(request.accept).toBe('application/geo+json');
    }
    const observations = nws.requests.find(({ path }) => path.endsWith('/observations'));
    expect(observations?.query).toEqual({ start: '2026-11-23T15:00:00Z', end: '2026-11-30T15:00:00Z' });
  });

  test('hours the station has no reading for are left out', async () => {
    nws.setWeather(
      {
        ...NO_WEATHER,
        observedRain: [
          { hoursAgo: 1, mm: null },
          { hoursAgo: 2, mm: 0 },
          { hoursAgo: 3, mm: null },
        ],
      },
      NOW,
    );
    const report = await nwsProvider(nws.config).reportAt(RALEIGH, NOW);
    expect(report?.observedRain).toEqual([
      { start: '2026-11-30T12:00:00.000Z', end: '2026-11-30T13:00:00.000Z', mm: 0 },
    ]);
  });

  test('highs and lows given in °F are read in °C', async () => {
    nws.temperaturesIn('degF');
    nws.setWeather(FROST_FIXTURE(NOW), NOW);
    const report = await nwsProvider(nws.config).reportAt(RALEIGH, NOW);
    expect(report?.forecastLows).toEqual([
      { start: '2026-12-02T00:00:00.000Z', end: '2026-12-02T14:00:00.000Z', celsius: expect.closeTo(-3) },
    ]);
  });

  test('a place outside the NWS’s area has no weather', async () => {
    nws.outsideArea(true);
    expect(await nwsProvider(nws.config).reportAt({ latitude: 51.5072, longitude: -0.1276 }, NOW)).toBeNull();
  });

  test('a failing weather service rejects, saying what failed', async () => {
    nws.failWith(500);
    await expect(nwsProvider(nws.config).reportAt(RALEIGH, NOW)).rejects.toThrow(
      'The weather service answered 500 for the place: An error occurred.',
    );
  });

  test('failing observations reject the report', async () => {
    nws.setWeather(RAIN_FIXTURE(NOW), NOW);
    nws.failWith(503, '/stations/');
    await expect(nwsProvider(nws.config).reportAt(RALEIGH, NOW)).rejects.toThrow(
      'The weather service answered 503 for the observations',
    );
  });

  test('a service that cannot be reached rejects, saying so', async () => {
    const provider = nwsProvider({ ...nws.config, apiUrl: 'http://127.0.0.1:1' });
    await expect(provider.reportAt(RALEIGH, NOW)).rejects.toThrow(
      'The weather service could not be reached for the place',
    );
  });

  describe('the care calendar’s fixtures', () => {
    const total = (periods: { mm: number }[]) => periods.reduce((sum, { mm }) => sum + mm, 0);

    test('rain: 18 mm measured over the last 30 hours', async () => {
      nws.setWeather(RAIN_FIXTURE(NOW), NOW);
      const report = await nwsProvider(nws.config).reportAt(RALEIGH, NOW);
      expect(total(report?.observedRain ?? [])).toBe(18);
      expect(report?.observedRain[0]?.start).toBe('2026-11-29T09:00:00.000Z');
    });

    test('heat: highs of 37 °C on each of the next 3 days', async () => {
      nws.setWeather(HEAT_FIXTURE(NOW), NOW);
      const report = await nwsProvider(nws.config).reportAt(RALEIGH, NOW);
      expect(report?.forecastHighs.map(({ start, celsius }) => [start.slice(0, 10), celsius])).toEqual([
        ['2026-12-01', 37],
        ['2026-12-02', 37],
        ['2026-12-03', 37],
      ]);
    });

    test('frost: a low of -3 °C tomorrow night', async () => {
      nws.setWeather(FROST_FIXTURE(NOW), NOW);
      const report = await nwsProvider(nws.config).reportAt(RALEIGH, NOW);
      expect(report?.forecastLows).toEqual([
        { start: '2026-12-02T00:00:00.000Z', end: '2026-12-02T14:00:00.000Z', celsius: -3 },
      ]);
    });
  });
});
