import { createServer, type ServerResponse } from 'node:http';

/**
 * The US National Weather Service's API (api.weather.gov) on 127.0.0.1, for the tests: a
 * point in Raleigh's grid (RAH 73,57), its stations (KRDU first), the grid's forecast and the
 * station's observations, built from a small description of the weather around `now`.
 */

const HOUR_MS = 3_600_000;
const GRID = 'RAH/73,57';
const STATIONS = ['KRDU', 'KTTA'];

/** The weather around `now`, for setWeather and the fixtures. */
export interface FakeWeather {
  /** Each hour of rain a station measured, ending `hoursAgo` hours before now; null: no reading. */
  observedRain: { hoursAgo: number; mm: number | null }[];
  /** Forecast rain from `hoursAhead` hours after now, over `hours` hours. */
  forecastRain: { hoursAhead: number; hours: number; mm: number }[];
  /** A day's high: `dayOffset` 0 is today (UTC), 1 tomorrow. */
  highs: { dayOffset: number; celsius: number }[];
  /** A night's low: the night after the day `dayOffset` (1: tomorrow night). */
  lows: { dayOffset: number; celsius: number }[];
}

/** A request as the fake received it. */
interface NwsRequest {
  path: string;
  query: Record<string, string>;
  userAgent: string | undefined;
  accept: string | undefined;
}

const NO_WEATHER: FakeWeather = { observedRain: [], forecastRain: [], highs: [], lows: [] };

/** 18 mm of rain measured over the last 30 hours (3 mm in six of those hours). */
export const RAIN_FIXTURE = (_now: Date): FakeWeather => ({
  ...NO_WEATHER,
  observedRain: [2, 7, 12, 18, 24, 29].map((hoursAgo) => ({ hoursAgo, mm: 3 })),
});

/** Highs of 37 °C on each of the next 3 days. */
export const HEAT_FIXTURE = (_now: Date): FakeWeather => ({
  ...NO_WEATHER,
  highs: [1, 2, 3].map((dayOffset) => ({ dayOffset, celsius: 37 })),
});

/** A low of -3 °C tomorrow night. */
export const FROST_FIXTURE = (_now: Date): FakeWeather => ({
  ...NO_WEATHER,
  lows: [{ dayOffset: 1, celsius: -3 }],
});

// NWS times are written with an offset and whole seconds: 2026-11-30T12:00:00+00:00.
const nwsTime = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+00:00');

const startOfDay = (now: Date) => Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());

/** The grid's forecast as the NWS gives it, in degC or degF. */
function gridBody(weather: FakeWeather, now: Date, unit: 'degC' | 'degF') {
  const day = (offset: number) => startOfDay(now) + offset * 24 * HOUR_MS;
  const degrees = (c: number) => (unit === 'degC' ? c : (c * 9) / 5 + 32);
  return {
    type: 'Feature',
    properties: {
      gridId: 'RAH',
      gridX: 73,
      gridY: 57,
      quantitativePrecipitation: {
        uom: 'wmoUnit:mm',
        values: weather.forecastRain.map(({ hoursAhead, hours, mm }) => ({
          validTime: `${nwsTime(now.getTime() + hoursAhead * HOUR_MS)}/PT${hours}H`,
          value: mm,
        })),
      },
      // Raleigh's daytime (7 am to 8 pm, UTC-5) and night (7 pm to 9 am), as the NWS cuts them.
      maxTemperature: {
        uom: `wmoUnit:${unit}`,
        values: weather.highs.map(({ dayOffset, celsius }) => ({
          validTime: `${nwsTime(day(dayOffset) + 12 * HOUR_MS)}/PT13H`,
          value: degrees(celsius),
        })),
      },
      minTemperature: {
        uom: `wmoUnit:${unit}`,
        values: weather.lows.map(({ dayOffset, celsius }) => ({
          validTime: `${nwsTime(day(dayOffset + 1))}/PT14H`,
          value: degrees(celsius),
        })),
      },
    },
  };
}

/** The station's observations between start and end, newest first as the NWS gives them. */
function observationsBody(weather: FakeWeather, now: Date, station: string, query: URLSearchParams) {
  const from = Date.parse(query.get('start') ?? '') || -Infinity;
  const to = Date.parse(query.get('end') ?? '') || Infinity;
  const features = weather.observedRain
    .map(({ hoursAgo, mm }) => ({ time: now.getTime() - hoursAgo * HOUR_MS, mm }))
    .filter(({ time }) => time >= from && time <= to)
    .sort((a, b) => b.time - a.time)
    .map(({ time, mm }) => ({
      type: 'Feature',
      properties: {
        station: `https://api.weather.gov/stations/${station}`,
        timestamp: nwsTime(time),
        precipitationLastHour: { unitCode: 'wmoUnit:mm', value: mm, qualityControl: mm === null ? 'Z' : 'V' },
      },
    }));
  return { type: 'FeatureCollection', features };
}

const problem = (status: number, title: string, detail: string) => ({
  type: 'https://api.weather.gov/problems/Unexpected',
  title,
  status,
  detail,
});

const answer = (response: ServerResponse, status: number, body: object) =>
  response
    .writeHead(status, { 'content-type': status < 300 ? 'application/geo+json' : 'application/problem+json' })
    .end(JSON.stringify(body));

export async function startFakeNws({ port = 0 }: { port?: number } = {}) {
  const requests: NwsRequest[] = [];
  const problems: string[] = [];
  let weather = NO_WEATHER;
  let weatherNow = new Date(0);
  let unit: 'degC' | 'degF' = 'degC';
  let outside = false;
  let failure: { status: number; pathPrefix: string } | null = null;

  const route = (url: URL, response: ServerResponse) => {
    const path = url.pathname;
    if (failure && path.startsWith(failure.pathPrefix)) {
      answer(response, failure.status, problem(failure.status, 'Unexpected Problem', 'An error occurred.'));
      return;
    }
    const point = /^\/points\/(-?[\d.]+),(-?[\d.]+)$/.exec(path);
    if (point) {
      const decimals = [point[1], point[2]].map((degrees) => degrees?.split('.')[1]?.length ?? 0);
      if (decimals.some((count) => count > 4)) problems.push(`the point ${path} has more than 4 decimals`);
      if (outside) {
        const detail = `Unable to provide data for requested point ${point[1]},${point[2]}`;
        answer(response, 404, problem(404, 'Data Unavailable For Requested Point', detail));
        return;
      }
      answer(response, 200, {
        type: 'Feature',
        properties: {
          gridId: 'RAH',
          gridX: 73,
          gridY: 57,
          forecastGridData: `${origin}/gridpoints/${GRID}`,
          observationStations: `${origin}/gridpoints/${GRID}/stations`,
        },
      });
      return;
    }
    if (path === `/gridpoints/${GRID}`) answer(response, 200, gridBody(weather, weatherNow, unit));
    else if (path === `/gridpoints/${GRID}/stations`)
      answer(response, 200, {
        type: 'FeatureCollection',
        features: STATIONS.map((id) => ({ type: 'Feature', properties: { stationIdentifier: id } })),
        observationStations: STATIONS.map((id) => `${origin}/stations/${id}`),
      });
    else if (STATIONS.some((id) => path === `/stations/${id}/observations`))
      answer(
        response,
        200,
        observationsBody(weather, weatherNow, path.split('/')[2] ?? '', url.searchParams),
      );
    else answer(response, 404, problem(404, 'Not Found', `No route for ${path}`));
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push({
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      userAgent: request.headers['user-agent'],
      accept: request.headers.accept,
    });
    route(url, response);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the fake NWS has no port');
  const origin = `http://127.0.0.1:${address.port}`;

  return {
    /** What nwsProvider takes, at this fake. */
    config: { apiUrl: origin, userAgent: '(thrive-garden tests, weather@garden.example)' },
    /** Every request, in order. */
    requests,
    /** What the NWS would not take (a point with more than four decimals). */
    problems,
    /** The weather around `now`, as the grid and the stations give it from now on. */
    setWeather(next: FakeWeather, now: Date) {
      weather = next;
      weatherNow = now;
    },
    /** The grid gives highs and lows in °F (as some NWS offices do) or °C. */
    temperaturesIn(next: 'degC' | 'degF') {
      unit = next;
    },
    /** The place is outside the NWS's area: its point answers 404. */
    outsideArea(isOutside: boolean) {
      outside = isOutside;
    },
    /** Every request whose path starts with `pathPrefix` fails with `status`; null: none fails. */
    failWith(status: number | null, pathPrefix = '/') {
      failure = status === null ? null : { status, pathPrefix };
    },
    /** No weather, no failure, no request seen. */
    reset() {
      weather = NO_WEATHER;
      unit = 'degC';
      outside = false;
      failure = null;
      requests.length = 0;
      problems.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type FakeNws = Awaited<ReturnType<typeof startFakeNws>>;
