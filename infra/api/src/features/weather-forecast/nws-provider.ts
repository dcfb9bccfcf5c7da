import { z } from 'zod';
import { fetchJson, type JsonAnswer } from '../common/fetch-json';
import { celsius, forecastPeriods, observedRainPeriods, rainMm, type NwsObservation } from './nws-periods';
import type { WeatherProvider, WeatherReport } from '../common/weather-report';

const WEEK_MS = 7 * 24 * 3_600_000;

/** The NWS's answers, as far as they are read here. */
const pointSchema = z.object({
  properties: z.object({ forecastGridData: z.string(), observationStations: z.string() }),
});

const layerSchema = z.object({
  uom: z.string(),
  values: z.array(z.object({ validTime: z.string(), value: z.number().nullable() })),
});
const gridSchema = z.object({
  properties: z.object({
    quantitativePrecipitation: layerSchema,
    maxTemperature: layerSchema,
    minTemperature: layerSchema,
  }),
});

const stationsSchema = z.object({
  features: z.array(z.object({ properties: z.object({ stationIdentifier: z.string() }) })).optional(),
  observationStations: z.array(z.string()).optional(),
});

const observationsSchema = z.object({
  features: z.array(
    z.object({
      properties: z.object({
        timestamp: z.string(),
        precipitationLastHour: z.object({ value: z.number().nullable(), unitCode: z.string() }).nullish(),
      }),
    }),
  ),
});

/** The NWS's error body (application/problem+json), as far as it is read here. */
interface NwsProblem {
  title?: string;
  detail?: string;
}

/**
 * The US National Weather Service (api.weather.gov), which needs no key but a User-Agent that
 * says who is asking. A place's point gives its forecast grid and its nearby stations; the grid
 * gives forecast rain, highs and lows, the first station the rain measured over the last week.
 */
export function nwsProvider(config: { apiUrl: string; userAgent: string }): WeatherProvider {
  const headers = { 'user-agent': config.userAgent, accept: 'application/geo+json' };

  const get = async (url: string, what: string): Promise<JsonAnswer> => {
    try {
      return await fetchJson(url, { headers });
    } catch (error) {
      throw new Error(`The weather service could not be reached for ${what}`, { cause: error });
    }
  };

  const read = async <T>(url: string, what: string, schema: z.ZodType<T>) =>
    bodyOf(await get(url, what), what, schema);

  const firstStation = async (url: string): Promise<string> => {
    const { features, observationStations } = await read(url, 'the stations', stationsSchema);
    const station =
      features?.[0]?.properties.stationIdentifier ??
      observationStations?.[0]?.split('/').filter(Boolean).at(-1);
    if (!station) throw new Error('The weather service knows no station near the place');
    return station;
  };

  const observations = async (station: string, now: Date) => {
    const query = new URLSearchParams({
      start: nwsInstant(new Date(now.getTime() - WEEK_MS)),
      end: nwsInstant(now),
    });
    const url = `${config.apiUrl}/stations/${encodeURIComponent(station)}/observations?${query}`;
    const { features } = await read(url, 'the observations', observationsSchema);
    return features.map((feature) => feature.properties);
  };

  return {
    async reportAt({ latitude, longitude }, now) {
      const pointUrl = `${config.apiUrl}/points/${fourDecimals(latitude)},${fourDecimals(longitude)}`;
      const pointAnswer = await get(pointUrl, 'the place');
      // The NWS has no grid outside the US and its territories.
      if (pointAnswer.status === 404) return null;
      const point = bodyOf(pointAnswer, 'the place', pointSchema);
      const [grid, measured] = await Promise.all([
        read(point.properties.forecastGridData, 'the forecast', gridSchema),
        firstStation(point.properties.observationStations).then((station) => observations(station, now)),
      ]);
      return reportFrom(grid.properties, measured, now);
    },
  };
}

/** The body of a 2xx answer, in the expected shape; throws saying what went wrong otherwise. */
function bodyOf<T>({ status, body }: JsonAnswer, what: string, schema: z.ZodType<T>): T {
  if (status < 200 || status >= 300) {
    const problem = (body ?? {}) as NwsProblem;
    const reason = problem.detail ?? problem.title;
    throw new Error(`The weather service answered ${status} for ${what}${reason ? `: ${reason}` : ''}`);
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new Error(
    `The weather service's answer for ${what} is not as expected: ${issue?.path.join('.')} ${issue?.message}`,
  );
}

function reportFrom(
  grid: z.infer<typeof gridSchema>['properties'],
  measured: NwsObservation[],
  now: Date,
): WeatherReport {
  const { quantitativePrecipitation: rain, maxTemperature: highs, minTemperature: lows } = grid;
  const mm = (value: number) => {
    const amount = rainMm(value, rain.uom);
    return amount === null ? null : { mm: amount };
  };
  return {
    fetchedAt: now.toISOString(),
    observedRain: observedRainPeriods(measured),
    forecastRain: forecastPeriods(rain.values, now, mm),
    forecastHighs: forecastPeriods(highs.values, now, (value) => ({ celsius: celsius(value, highs.uom) })),
    forecastLows: forecastPeriods(lows.values, now, (value) => ({ celsius: celsius(value, lows.uom) })),
  };
}

// The NWS takes at most four decimals for a point (more gets a redirect), without trailing zeros.
const fourDecimals = (degrees: number) => String(Number(degrees.toFixed(4)));

// The observations' start and end are read as RFC 3339 times; whole seconds keep them plain.
const nwsInstant = (time: Date) => time.toISOString().replace(/\.\d{3}Z$/, 'Z');
