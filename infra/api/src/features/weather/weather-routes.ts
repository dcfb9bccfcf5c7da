import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  idPathSchema,
  nearestStationQuerySchema,
  nearestStationSchema,
  stationIdPathSchema,
  weatherStationDetailSchema,
  weatherStationListQuerySchema,
  weatherStationSchema,
} from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { notFound } from '../../http-errors';
import { listStations, nearestStation } from './weather-stations';
import { stationDetail } from './station-detail';
import { ownedYard } from '../common/owned-yard';

const noStation = (): never => {
  throw notFound('No weather station is known near here. Import the NOAA station tables (npm run data).');
};

/** SPEC §7 "Weather": station metadata and 1981-2010 climate normals (DESIGN §4 weather provider). */
export const weatherRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/WeatherStation/',
    {
      schema: {
        summary: 'US weather stations for the map, all or inside a box (frost=1: those with frost dates)',
        querystring: weatherStationListQuerySchema,
        response: { 200: z.array(weatherStationSchema) },
      },
    },
    async (request) => {
      const { minLat, maxLat, minLng, maxLng, frost } = request.query;
      const box =
        minLat !== undefined && maxLat !== undefined && minLng !== undefined && maxLng !== undefined
          ? { minLat, maxLat, minLng, maxLng }
          : undefined;
      return listStations(db, box, { frostOnly: frost === 1 });
    },
  );

  app.get(
    '/WeatherStation/:id/Detail',
    {
      config: { idScope: 'reference' },
      schema: {
        summary: 'A station with its frost dates and growing degree days',
        params: stationIdPathSchema,
        response: { 200: weatherStationDetailSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const detail = await stationDetail(db, request.params.id);
      if (!detail) throw notFound(`There is no weather station ${request.params.id}.`);
      return detail;
    },
  );

  app.get(
    '/WeatherStation/:id/NearestStation',
    {
      config: { idScope: 'yard' },
      schema: {
        summary: 'The station with frost dates nearest to one of your yards (id = yard id)',
        params: idPathSchema,
        response: { 200: nearestStationSchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const yard = await ownedYard(db, request.userId, request.params.id);
      if (yard.latitude === null || yard.longitude === null)
        throw notFound('This yard has no location yet. Set its address or ZIP code first.');
      const point = { latitude: yard.latitude, longitude: yard.longitude };
      return (await nearestStation(db, point, { withFrostDates: true })) ?? noStation();
    },
  );

  app.get(
    '/WeatherStation/0/FindNearestStation/',
    {
      schema: {
        summary: 'The station nearest to a point by great-circle distance',
        querystring: nearestStationQuerySchema,
        response: { 200: nearestStationSchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      (await nearestStation(db, { latitude: request.query.lat, longitude: request.query.lng })) ??
      noStation(),
  );
};
