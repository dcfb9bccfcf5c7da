import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  didYouMeanQuerySchema,
  didYouMeanSchema,
  errorBodySchema,
  searchSuggestionsQuerySchema,
  searchSuggestionsSchema,
} from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import type { MediaUrls } from '../common/media-urls';
import { didYouMean } from './did-you-mean';
import { searchSuggestions } from './search-suggestions';

/** The search box's help (issue 18): suggestions as the gardener types, and "did you mean". */
export const plantSearchSuggestionRoutes: FastifyPluginAsyncZod<{
  db: Database;
  mediaUrls: MediaUrls;
}> = async (app, { db, mediaUrls }) => {
  app.get(
    '/Plants/0/Suggestions',
    {
      schema: {
        summary:
          'Suggestions for the text typed so far (k, at most n): the categories and the catalogue plants with a name it starts or starts a word of, common names first',
        querystring: searchSuggestionsQuerySchema,
        response: { 200: searchSuggestionsSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const { k, n } = request.query;
      return searchSuggestions(db, mediaUrls, request.userId, k, n);
    },
  );

  app.get(
    '/Plants/0/DidYouMean',
    {
      schema: {
        summary:
          'For a search that found nothing: the text with each word replaced by the closest word of the plant names (trigram similarity), or null when none is close',
        querystring: didYouMeanQuerySchema,
        response: { 200: didYouMeanSchema, 400: errorBodySchema },
      },
    },
    async (request) => didYouMean(db, request.query.k),
  );
};
