import { z } from 'zod';
import {
  geoAnswerSchema,
  mapSettingsSchema,
  nearestStationSchema,
  weatherStationDetailSchema,
  weatherStationSchema,
  yardFrostDatesSchema,
  yardWeatherSchema,
  type GeoAnswer,
  type MapSettings,
  type NearestStation,
  type WeatherStation,
  type WeatherStationDetail,
  type YardFrostDates,
  type YardStationInput,
  type YardWeather,
} from '../contracts';
import { parseWith, send } from './endpoint-helpers';
import { thriveApi } from './thrive-api';

/**
 * SPEC §7 "Weather" and the yard's frost dates. A yard's station decides its task dates, so
 * choosing one invalidates 'Garden' (the frost dates, the yard) and 'Tasks' (their dates move).
 */
export const weatherApi = thriveApi.injectEndpoints({
  endpoints: (build) => ({
    /** Stations for the map; `frostOnly` keeps those whose normals give frost dates. */
    getWeatherStations: build.query<WeatherStation[], { frostOnly?: boolean } | void>({
      query: (options) => `WeatherStation/${options?.frostOnly ? '?frost=1' : ''}`,
      transformResponse: parseWith(z.array(weatherStationSchema)),
      // Station lists change only when the NOAA tables are imported again.
      keepUnusedDataFor: 3600,
    }),
    getWeatherStationDetail: build.query<WeatherStationDetail, string>({
      query: (stationId) => `WeatherStation/${encodeURIComponent(stationId)}/Detail`,
      transformResponse: parseWith(weatherStationDetailSchema),
    }),
    getNearestStationToYard: build.query<NearestStation, number>({
      query: (yardId) => `WeatherStation/${yardId}/NearestStation`,
      transformResponse: parseWith(nearestStationSchema),
      providesTags: ['Garden'],
    }),
    findNearestStation: build.query<NearestStation, { lat: number; lng: number }>({
      query: ({ lat, lng }) => `WeatherStation/0/FindNearestStation/?lat=${lat}&lng=${lng}`,
      transformResponse: parseWith(nearestStationSchema),
    }),
    /**
     * What a ZIP code is for gardening (GEO): town, hardiness zone, nearest station. A POST in
     * SPEC, but it changes nothing, so a query: the yard form asks as the ZIP is typed.
     */
    lookUpPostalCode: build.query<GeoAnswer, string>({
      query: (postalCode) => send('POST', 'users/{uid}/GEO', { postalCode }),
      transformResponse: parseWith(geoAnswerSchema),
      // A ZIP's zone changes only when the hardiness table is imported again.
      keepUnusedDataFor: 3600,
    }),
    getYardFrostDates: build.query<YardFrostDates, number>({
      query: (yardId) => `users/{uid}/yard/${yardId}/FrostDates`,
      transformResponse: parseWith(yardFrostDatesSchema),
      providesTags: ['Garden'],
    }),
    /** The yard's rain of the last week and its forecast, as the server last heard them. */
    getYardWeather: build.query<YardWeather, number>({
      query: (yardId) => `users/{uid}/yard/${yardId}/Weather`,
      transformResponse: parseWith(yardWeatherSchema),
      providesTags: ['Garden'],
    }),
    /** The weather map's tiles, as the operator configured them (MAP_TILE_URL). */
    getMapSettings: build.query<MapSettings, void>({
      query: () => 'Common/0/MapSettings',
      transformResponse: parseWith(mapSettingsSchema),
      // Operator settings change only with a restart of the API.
      keepUnusedDataFor: 3600,
    }),
    setYardWeatherStation: build.mutation<YardFrostDates, { yardId: number } & YardStationInput>({
      query: ({ yardId, ...body }) => send('POST', `users/{uid}/yard/${yardId}/WeatherStation`, body),
      transformResponse: parseWith(yardFrostDatesSchema),
      invalidatesTags: ['Garden', 'Tasks'],
    }),
  }),
});

export const {
  useGetWeatherStationsQuery,
  useGetWeatherStationDetailQuery,
  useGetNearestStationToYardQuery,
  useFindNearestStationQuery,
  useLazyFindNearestStationQuery,
  useGetYardFrostDatesQuery,
  useGetYardWeatherQuery,
  useLookUpPostalCodeQuery,
  useSetYardWeatherStationMutation,
  useGetMapSettingsQuery,
} = weatherApi;
