import { clockedApp } from '../../testing/clocked-app';
import { testDatabases } from '../../testing/test-databases';

describe.each(testDatabases())(
  'a server that asks no weather service (WEATHER_API_URL none) on $driver',
  (testDb) => {
    const clocked = clockedApp(testDb, {
      prefix: 'weather-off',
      now: new Date('2026-07-15T13:00:00Z'),
      env: { WEATHER_API_URL: 'none' },
    });

    test('rule: the yard’s weather says it is off', async () => {
      const who = await clocked.gardener();
      const { yardId } = await clocked.garden(who, 'Front bed', []);
      expect(await clocked.ok(who, 'GET', `/users/{uid}/yard/${yardId}/Weather`)).toEqual({
        YardId: yardId,
        Status: 'off',
        UpdatedAt: null,
        LastFailedAt: null,
        PastDays: [],
        Forecast: [],
      });
    });
  },
);
