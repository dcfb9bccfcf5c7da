import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companionsPathSchema,
  companionsQuerySchema,
  companionsResponseSchema,
  errorBodySchema,
  favoritesQuerySchema,
  favoriteToggleResponseSchema,
  featuredPlantsPathSchema,
  featuredPlantsRequestSchema,
  featuredPlantsResponseSchema,
  plantPageSchema,
  suggestPlantsRequestSchema,
  suggestPlantsResponseSchema,
  userPathSchema,
  userPlantPathSchema,
} from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import type { MediaUrls } from '../common/media-urls';
import { suggestedCompanions } from './companions';
import { listFavorites, toggleFavoritePlant } from './favorites';
import { sponsorFeaturedPlants } from './featured';
import { suggestPlants } from './suggestions';

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** SPEC §7 "Plants" and "Favorites": the lists of plants besides search. */
export const plantListRoutes: FastifyPluginAsyncZod<{ db: Database; mediaUrls: MediaUrls }> = async (
  app,
  { db, mediaUrls },
) => {
  app.get(
    '/users/:uid/ToggleFavoritePlant/:id',
    {
      config: { idScope: 'reference' },
      schema: {
        summary: 'Make a catalogue plant a favorite, or stop it being one',
        params: userPlantPathSchema,
        response: { 200: favoriteToggleResponseSchema, ...errors },
      },
    },
    async (request) => toggleFavoritePlant(db, request.userId, request.params.id),
  );

  app.get(
    '/users/:uid/favorites',
    {
      schema: {
        summary: 'The gardener’s favorite plants, newest first or by name; k filters by name',
        params: userPathSchema,
        querystring: favoritesQuerySchema,
        response: { 200: plantPageSchema, ...errors },
      },
    },
    async (request) => listFavorites(db, mediaUrls, request.userId, request.query),
  );

  app.post(
    '/Users/:uid/FeaturedPlants/:id',
    {
      config: { idScope: 'reference' },
      schema: {
        summary: 'A page of the plants a sponsor features, by the sponsor’s rank, with its banner',
        params: featuredPlantsPathSchema,
        body: featuredPlantsRequestSchema,
        response: { 200: featuredPlantsResponseSchema, ...errors },
      },
    },
    async (request) => sponsorFeaturedPlants(db, mediaUrls, request.userId, request.params.id, request.body),
  );

  app.post(
    '/Plants/0/SuggestPlants',
    {
      schema: {
        summary: 'Plants that score good in the spot described, ranked by the wishes they meet',
        body: suggestPlantsRequestSchema,
        response: { 200: suggestPlantsResponseSchema, ...errors },
      },
    },
    async (request) => suggestPlants(db, mediaUrls, request.userId, request.body),
  );

  app.get(
    '/Plants/:id/SuggestedCompanions/:zoneId',
    {
      config: { idScope: 'reference' },
      schema: {
        summary:
          'Up to 12 companions that do well in the zone (0: the plant’s own conditions): known good pairings from our companion table first, with their reason, then plants of like needs and size that share no pest with the plant and are of another genus',
        params: companionsPathSchema,
        querystring: companionsQuerySchema,
        response: { 200: companionsResponseSchema, ...errors },
      },
    },
    // The zone in the path is checked in the service (404 for another's, as for none): the guard checks the first id only.
    async (request) =>
      suggestedCompanions(db, mediaUrls, request.userId, request.params.id, request.params.zoneId),
  );
};
