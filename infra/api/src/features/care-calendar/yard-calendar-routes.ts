import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  yardFrostDatesSchema,
  yardPathSchema,
  yardStationInputSchema,
} from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { chooseYardStation, yardFrostDates } from './yard-frost-dates';
import { serverToday } from '../common/gardener-today';

const refused = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The frost dates a yard's care calendar counts from, and the weather station they come from. */
export const yardCalendarRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date }> = async (
  app,
  { db, clock },
) => {
  app.get(
    '/users/:uid/yard/:id/FrostDates',
    {
      config: { idScope: 'yard' },
      schema: {
        summary: 'The yard’s median frost dates: its station’s NOAA normals, else its hardiness zone’s',
        params: yardPathSchema,
        response: { 200: yardFrostDatesSchema, ...refused },
      },
    },
    async (request) => yardFrostDates(db, request.userId, request.params.id),
  );

  app.post(
    '/users/:uid/yard/:id/WeatherStation',
    {
      config: { idScope: 'yard', yardRole: 'owner' },
      schema: {
        summary:
          'Choose the yard’s weather station (one with frost dates); its open tasks move to the new dates',
        params: yardPathSchema,
        body: yardStationInputSchema,
        response: { 200: yardFrostDatesSchema, ...refused },
      },
    },
    async (request) =>
      chooseYardStation(db, request.userId, request.params.id, request.body.StationID, serverToday(clock)),
  );
};
