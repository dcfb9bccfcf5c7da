import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, yardPathSchema, yardWeatherSchema } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { yardWeather } from './yard-weather';

const refused = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The yard's weather as the care calendar follows it; `weatherOn`: a weather service is configured. */
export const yardWeatherRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: () => Date;
  weatherOn: boolean;
}> = async (app, { db, clock, weatherOn }) => {
  app.get(
    '/users/:uid/yard/:id/Weather',
    {
      config: { idScope: 'yard' },
      schema: {
        summary: 'The yard’s rain of the last 7 days and its forecast for the next days, by its local days',
        params: yardPathSchema,
        response: { 200: yardWeatherSchema, ...refused },
      },
    },
    async (request) => yardWeather(db, request.userId, request.params.id, { weatherOn, now: clock() }),
  );
};
