import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addressRequestSchema,
  coordinatesRequestSchema,
  errorBodySchema,
  geoAnswerSchema,
  geoRequestSchema,
  pictometryAnswerSchema,
  userPathSchema,
} from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { describePlace, describePoint, locate, placeOfAddress } from './locate';

/** Said in every Pictometry answer: we have no aerial imagery provider (DESIGN §4 providers). */
export const NO_IMAGERY_MESSAGE =
  'Aerial imagery is not available: no imagery provider is configured. The location, hardiness zone and nearest weather station are shown instead.';

const withoutImagery = <T>(answer: T) => ({ ...answer, Imagery: null, Message: NO_IMAGERY_MESSAGE });

/** SPEC §7 "Imagery and geo". */
export const geoRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/users/:uid/GEO',
    {
      schema: {
        summary: 'Coordinates, city, state, hardiness zone and nearest weather station of a ZIP or address',
        params: userPathSchema,
        body: geoRequestSchema,
        response: { 200: geoAnswerSchema, 400: errorBodySchema },
      },
    },
    async (request) => locate(db, request.body),
  );

  app.post(
    '/Pictometry/0',
    {
      schema: {
        summary: 'What is known of a point (there is no aerial imagery provider)',
        body: coordinatesRequestSchema,
        response: { 200: pictometryAnswerSchema, 400: errorBodySchema },
      },
    },
    async (request) => withoutImagery(await describePoint(db, request.body.latitude, request.body.longitude)),
  );

  app.post(
    '/Pictometry/0/Address',
    {
      schema: {
        summary: 'What is known of an address (there is no aerial imagery provider)',
        body: addressRequestSchema,
        response: { 200: pictometryAnswerSchema, 400: errorBodySchema },
      },
    },
    async (request) =>
      withoutImagery(await describePlace(db, placeOfAddress(request.body.address, 'body.address'))),
  );
};
