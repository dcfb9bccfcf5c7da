import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, plantPageSchema } from '@thrive/shared/contracts';
import {
  landscapeStyleDetailsSchema,
  landscapeStyleImagesQuerySchema,
  landscapeStyleImagesSchema,
  landscapeStylePageSchema,
  landscapeStylePathSchema,
  landscapeStylePlanQuerySchema,
  landscapeStylePlantsQuerySchema,
  landscapeStyleSearchQuerySchema,
} from '@thrive/shared/landscape';
import type { Database } from '../../db/database';
import type { MediaUrls } from '../common/media-urls';
import { planVersion } from './plan-address';
import { stylePlanSvg } from './plan-file';
import { searchStyles } from './search-styles';
import { styleDetails } from './style-details';
import { styleImages } from './style-images';
import { stylePlants } from './style-plants';

const refused = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The plan is a picture and nothing more: no scripts, no outside requests, its own inline styles. */
const PLAN_CSP = "default-src 'none'; style-src 'unsafe-inline'";
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** SPEC §7 "Landscape": browsing the landscape styles (reference data anyone signed in reads). */
export const landscapeStyleRoutes: FastifyPluginAsyncZod<{ db: Database; mediaUrls: MediaUrls }> = async (
  app,
  { db, mediaUrls },
) => {
  app.get(
    '/LandscapeStyles/0/Search/',
    {
      schema: {
        summary:
          'Search the landscape styles: k in the name or description, the Design filter id lists hz, sr, wr, gr, ef, at, co as comma lists (any id of a list matches), p a plant of the palette; by name or plant count, a page at a time',
        querystring: landscapeStyleSearchQuerySchema,
        response: { 200: landscapeStylePageSchema, ...refused },
      },
    },
    async (request) => searchStyles(db, request.query),
  );

  app.get(
    '/LandscapeDesign/:id/Profile/',
    {
      config: { idScope: 'reference' },
      schema: {
        summary:
          'A landscape style’s profile page (id is a style id): description, the conditions it suits by name, how to plant it and its plant count',
        params: landscapeStylePathSchema,
        response: { 200: landscapeStyleDetailsSchema, ...refused },
      },
    },
    async (request) => styleDetails(db, request.params.id),
  );

  app.get(
    '/LandscapeStyles/:id/PlantSearch/',
    {
      config: { idScope: 'reference' },
      schema: {
        summary:
          'The plants of a style’s palette, back of the bed first, a page at a time; scored in the zone zid, else in the style’s sun and water at the gardener’s default yard',
        params: landscapeStylePathSchema,
        querystring: landscapeStylePlantsQuerySchema,
        response: { 200: plantPageSchema, ...refused },
      },
    },
    async (request) => stylePlants(db, mediaUrls, request.userId, request.params.id, request.query),
  );

  app.get(
    '/LandscapeStyles/:id/Images/',
    {
      config: { idScope: 'reference' },
      schema: {
        summary:
          'A style’s pictures: its planting plan drawn from the palette, then photos gardeners published of their designs in the style (published=0 adds the caller’s own unpublished ones)',
        params: landscapeStylePathSchema,
        querystring: landscapeStyleImagesQuerySchema,
        response: { 200: landscapeStyleImagesSchema, ...refused },
      },
    },
    async (request) => styleImages(db, mediaUrls, request.userId, request.params.id, request.query.published),
  );

  app.get(
    '/LandscapeStyles/:id/Plan.svg',
    {
      // A picture for <img>, which sends no sign-in headers; it shows only our reference data.
      config: { access: 'public' },
      schema: {
        summary:
          'A style’s planting plan (image/svg+xml) drawn from its palette; cached for a year under its versioned address (v)',
        params: landscapeStylePathSchema,
        querystring: landscapeStylePlanQuerySchema,
        response: { 200: z.string(), 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const svg = await stylePlanSvg(db, request.params.id);
      const version = planVersion(svg);
      // Only the current version's address may be kept for a year; any other is revalidated.
      const cache =
        request.query.v === version ? `public, max-age=${YEAR_SECONDS}, immutable` : 'public, no-cache';
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', cache)
        .header('etag', `"${version}"`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', PLAN_CSP)
        .send(svg);
    },
  );
};
