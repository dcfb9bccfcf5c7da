import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  plantPageSchema,
  plantQuickSearchQuerySchema,
  plantSearchFilterSchema,
  plantSearchOptionsSchema,
} from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import type { MediaUrls } from '../common/media-urls';
import { quickSearchCriteria } from './quick-search';
import { plantSearchOptions } from './search-options';
import { searchPlants } from './search-plants';

const refused = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** SPEC §7 "Plants": searching the catalogue (curated and imported plants). */
export const plantSearchRoutes: FastifyPluginAsyncZod<{ db: Database; mediaUrls: MediaUrls }> = async (
  app,
  { db, mediaUrls },
) => {
  app.post(
    '/users/0/PlantSearch/',
    {
      schema: {
        summary:
          'Search the plants by name (typo-tolerant, exact and prefix matches first) with every filter of the plant search filter, a page at a time',
        body: plantSearchFilterSchema,
        response: { 200: plantPageSchema, ...refused },
      },
    },
    async (request) => searchPlants(db, mediaUrls, request.userId, request.body),
  );

  app.get(
    '/Plants/0/Search/',
    {
      schema: {
        summary:
          'Quick search: the text with one category, leaf retention, sun, water, flower time and tolerance (0 = any)',
        querystring: plantQuickSearchQuerySchema,
        response: { 200: plantPageSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const { criteria, fieldOf } = quickSearchCriteria(request.query);
      return searchPlants(db, mediaUrls, request.userId, criteria, fieldOf);
    },
  );

  app.get(
    '/Common/0/PlantSearchOptions',
    {
      schema: {
        summary: 'The plant categories (with their key), flower times and leaf retentions the search offers',
        response: { 200: plantSearchOptionsSchema },
      },
    },
    async () => plantSearchOptions(db),
  );
};
