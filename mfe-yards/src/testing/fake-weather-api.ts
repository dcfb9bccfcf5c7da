import { http, HttpResponse } from 'msw';
import type { SetupServerApi } from 'msw/node';
import type {
  GeoAnswer,
  MapSettings,
  NearestStation,
  WeatherStation,
  WeatherStationDetail,
  YardFrostDates,
  YardStationInput,
  YardWeather,
} from '@thrive/shared/contracts';

const NOAA = 'Frost dates: NOAA 1981-2010 U.S. Climate Normals.';

/** Stations with frost dates around the fixture yard (Raleigh, NC, 35.77, -78.63), nearest first. */
const NC_STATIONS: WeatherStation[] = [
  { StationID: 'USC00317079', Name: 'RALEIGH STATE UNIV', State: 'NC', Latitude: 35.79, Longitude: -78.7 },
  {
    StationID: 'USW00013722',
    Name: 'RALEIGH DURHAM INTL AP',
    State: 'NC',
    Latitude: 35.89,
    Longitude: -78.78,
  },
  { StationID: 'USC00312515', Name: 'DURHAM', State: 'NC', Latitude: 36.03, Longitude: -78.96 },
  { StationID: 'USC00311677', Name: 'CHAPEL HILL 2 W', State: 'NC', Latitude: 35.91, Longitude: -79.08 },
  { StationID: 'USC00313638', Name: 'GOLDSBORO', State: 'NC', Latitude: 35.33, Longitude: -77.97 },
  { StationID: 'USC00319476', Name: 'WILSON 3 SW', State: 'NC', Latitude: 35.7, Longitude: -77.95 },
  { StationID: 'USC00315771', Name: 'MONCURE', State: 'NC', Latitude: 35.62, Longitude: -79.07 },
  {
    StationID: 'USC00316108',
    Name: 'OXFORD TOBACCO RSCH STN',
    State: 'NC',
    Latitude: 36.3,
    Longitude: -78.61,
  },
  { StationID: 'USC00313017', Name: 'FAYETTEVILLE', State: 'NC', Latitude: 35.07, Longitude: -78.86 },
  { StationID: 'USC00311820', Name: 'CLAYTON 2 N', State: 'NC', Latitude: 35.67, Longitude: -78.45 },
  { StationID: 'USW00013881', Name: 'CHARLOTTE DOUGLAS AP', State: 'NC', Latitude: 35.22, Longitude: -80.95 },
  { StationID: 'USW00093729', Name: 'CAPE HATTERAS', State: 'NC', Latitude: 35.23, Longitude: -75.62 },
];

export function frostDates(overrides: Partial<YardFrostDates> = {}): YardFrostDates {
  return {
    YardId: 5,
    Source: 'station',
    LastSpringFrost: '04-03',
    FirstFallFrost: '11-05',
    FrostFree: false,
    StationID: 'USW00013722',
    StationName: 'RALEIGH DURHAM INTL AP',
    StationState: 'NC',
    DistanceMiles: 9.84,
    StationChosen: false,
    HardinessZone: '7b',
    Explanation: 'Half of the years have their last frost before Apr 3 and their first after Nov 5.',
    Attribution: NOAA,
    ...overrides,
  };
}

/** The dates a yard gets from its hardiness zone when no station gives any. */
export const zoneFrostDates = (): YardFrostDates =>
  frostDates({
    Source: 'zone',
    LastSpringFrost: '04-05',
    FirstFallFrost: '10-25',
    StationID: null,
    StationName: '',
    StationState: '',
    DistanceMiles: null,
    Explanation: 'No weather station near this yard gives frost dates: these are typical of zone 7b.',
    Attribution: '',
  });

/** A station's detail as GET WeatherStation/{id}/Detail answers, with Raleigh-like normals. */
function stationDetail(
  station: WeatherStation,
  overrides: Partial<WeatherStationDetail> = {},
): WeatherStationDetail {
  return {
    ...station,
    ElevationM: 128,
    Source: 'NOAA 1981-2010 U.S. Climate Normals',
    FrostNormals: {
      Status: 'dates',
      LastSpringFrost50: '04/03',
      LastSpringFrost90: '03/20',
      FirstFallFrost50: '11/05',
      FirstFallFrost90: '11/19',
      GrowingSeasonDays50: 215,
      GrowingSeasonDays90: 193,
      GrowingDegreeDays50: 3874,
      GrowingDegreeDays40: 6012,
    },
    ...overrides,
  };
}

/** What POST users/{uid}/GEO answers for a ZIP code the fake knows (Raleigh, NC). */
export function raleighPlace(overrides: Partial<GeoAnswer> = {}): GeoAnswer {
  return {
    Latitude: 35.77,
    Longitude: -78.63,
    City: 'Raleigh',
    State: 'NC',
    PostalCode: '27601',
    HardinessZoneId: 15,
    HardinessZone: '8a',
    TemperatureRange: '10 to 15',
    WeatherStation: { ...NC_STATIONS[0]!, DistanceMiles: 3.1 },
    Attribution: 'Hardiness zone: USDA-ARS & PRISM Climate Group, Oregon State University.',
    ...overrides,
  };
}

export interface FakeWeather {
  frostDates: YardFrostDates;
  /** GET users/{uid}/yard/{id}/Weather. */
  yardWeather: YardWeather;
  /** 'error': the station list answers 500. */
  stations: WeatherStation[] | 'error';
  mapSettings: MapSettings;
  /** What POST .../WeatherStation received. */
  chosen: YardStationInput[];
  /** GET WeatherStation/{yardId}/NearestStation; null answers 404. */
  nearestToYard: NearestStation | null;
  /** GET WeatherStation/0/FindNearestStation/: what it answers, and the points it was asked about. */
  nearestToPoint: NearestStation | null;
  pointsAsked: { lat: string | null; lng: string | null }[];
  /** The station ids whose details were asked for. */
  detailsAsked: string[];
  /** POST users/{uid}/GEO by ZIP code; a ZIP not here answers 400 as the API does. */
  places: Record<string, GeoAnswer>;
  placesAsked: string[];
}

/**
 * The weather calls of a yard faked at the fetch level, on a test file's msw server: the
 * frost dates, the stations with frost dates, the map settings (no tiles: tests stay
 * offline) and choosing a station, which answers that station's dates.
 */
/** A week of Raleigh summer: 18 mm of rain on Tuesday, then three hot days. */
export function yardWeather(overrides: Partial<YardWeather> = {}): YardWeather {
  const past = ['07-09', '07-10', '07-11', '07-12', '07-13', '07-14', '07-15'];
  return {
    YardId: 5,
    Status: 'ready',
    UpdatedAt: '2026-07-15T13:00:00.000Z',
    LastFailedAt: null,
    PastDays: past.map((day) => ({ Date: `2026-${day}`, RainMm: day === '07-14' ? 18 : 0 })),
    Forecast: [
      { Date: '2026-07-15', RainMm: 0, HighC: 31, LowC: 22 },
      { Date: '2026-07-16', RainMm: 0.8, HighC: 37, LowC: null },
    ],
    ...overrides,
  };
}

export function setupFakeWeatherApi(server: SetupServerApi) {
  const fresh = (): FakeWeather => ({
    frostDates: frostDates(),
    yardWeather: yardWeather(),
    stations: NC_STATIONS,
    mapSettings: { TileUrl: null, Attribution: '' },
    chosen: [],
    nearestToYard: { ...NC_STATIONS[1]!, DistanceMiles: 9.84 },
    nearestToPoint: { ...NC_STATIONS[2]!, DistanceMiles: 1.3 },
    pointsAsked: [],
    detailsAsked: [],
    places: { '27601': raleighPlace() },
    placesAsked: [],
  });
  const data = fresh();

  beforeEach(() => {
    Object.assign(data, fresh());
    const yard = '/api/users/:uid/yard/:id';
    server.use(
      http.get(`${yard}/FrostDates`, () => HttpResponse.json(data.frostDates)),
      http.get(`${yard}/Weather`, () => HttpResponse.json(data.yardWeather)),
      http.post(`${yard}/WeatherStation`, async ({ request }) => {
        const input = (await request.json()) as YardStationInput;
        data.chosen.push(input);
        const station =
          data.stations === 'error' ? undefined : data.stations.find((s) => s.StationID === input.StationID);
        if (!station)
          return HttpResponse.json({ message: 'Choose a weather station on the map.' }, { status: 400 });
        data.frostDates = frostDates({
          StationID: station.StationID,
          StationName: station.Name,
          StationState: station.State,
          StationChosen: true,
          LastSpringFrost: '03-30',
          FirstFallFrost: '11-09',
          DistanceMiles: 17.2,
        });
        return HttpResponse.json(data.frostDates);
      }),
      http.get('/api/WeatherStation/', () =>
        data.stations === 'error'
          ? HttpResponse.json({ message: 'The station list is unavailable.' }, { status: 500 })
          : HttpResponse.json(data.stations),
      ),
      http.get('/api/Common/0/MapSettings', () => HttpResponse.json(data.mapSettings)),
      http.post('/api/users/:uid/GEO', async ({ request }) => {
        const { postalCode = '' } = (await request.json()) as { postalCode?: string };
        data.placesAsked.push(postalCode);
        const place = data.places[postalCode];
        return place
          ? HttpResponse.json(place)
          : HttpResponse.json(
              {
                message: `We could not find ZIP code ${postalCode}. Check it, or choose your hardiness zone by hand.`,
              },
              { status: 400 },
            );
      }),
      http.get('/api/WeatherStation/:id/Detail', ({ params }) => {
        const id = String(params.id);
        data.detailsAsked.push(id);
        const station = NC_STATIONS.find((one) => one.StationID === id);
        return station
          ? HttpResponse.json(stationDetail(station))
          : HttpResponse.json({ message: `There is no weather station ${id}.` }, { status: 404 });
      }),
      http.get('/api/WeatherStation/0/FindNearestStation/', ({ request }) => {
        const query = new URL(request.url).searchParams;
        data.pointsAsked.push({ lat: query.get('lat'), lng: query.get('lng') });
        return data.nearestToPoint
          ? HttpResponse.json(data.nearestToPoint)
          : HttpResponse.json({ message: 'No weather station is known near here.' }, { status: 404 });
      }),
      http.get('/api/WeatherStation/:yardId/NearestStation', () =>
        data.nearestToYard
          ? HttpResponse.json(data.nearestToYard)
          : HttpResponse.json({ message: 'This yard has no location yet.' }, { status: 404 }),
      ),
    );
  });

  return data;
}
