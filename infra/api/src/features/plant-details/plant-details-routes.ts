import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  careTipsResponseSchema,
  errorBodySchema,
  plantAttributeListsSchema,
  plantAttributesQuerySchema,
  plantDetailsQuerySchema,
  plantDetailsSchema,
  plantFertilizerPathSchema,
  plantFertilizerSchema,
  plantNotesResponseSchema,
  plantNotesSchema,
  plantPathSchema,
  plantViewResponseSchema,
  plantViewSchema,
  userPlantPathSchema,
} from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import type { MediaUrls } from '../common/media-urls';
import { plantAttributeLists } from './plant-attribute-lists';
import { plantCareTips } from './plant-care-tips';
import { plantDetails } from './plant-details';
import { plantFertilizer } from './plant-fertilizer';
import { recordPlantView, savePlantNotes } from './plant-marks';

const refused = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
// Plants are catalogue (reference) data: a plant id is anyone's to read about.
const plantId = { idScope: 'reference' } as const;

/** SPEC §7 "Plants": the plant details page and what hangs off it. */
export const plantDetailsRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: () => Date;
  mediaUrls: MediaUrls;
}> = async (app, { db, clock, mediaUrls }) => {
  app.get(
    '/Users/:uid/Plant/:id',
    {
      config: plantId,
      schema: {
        summary:
          'One plant with its names, sizes, the gardener’s photos, notes and marks, and (zid) its score there',
        params: userPlantPathSchema,
        querystring: plantDetailsQuerySchema,
        response: { 200: plantDetailsSchema, ...refused },
      },
    },
    async (request) => plantDetails(db, mediaUrls, request.userId, request.params.id, request.query),
  );

  app.get(
    '/plants/:id/Attributes',
    {
      config: plantId,
      schema: {
        summary:
          'Attracts, resistant, tolerates and toxicity lists with icons and expert tips (all=1: every item with Has)',
        params: plantPathSchema,
        querystring: plantAttributesQuerySchema,
        response: { 200: plantAttributeListsSchema, ...refused },
      },
    },
    async (request) => plantAttributeLists(db, request.params.id, request.query.all === 1),
  );

  app.get(
    '/plants/:id/Fertilizer/:zoneId',
    {
      config: plantId,
      schema: {
        summary:
          'The fertilizer options, those that suit the plant, why, and the one chosen in the zone (0: none)',
        params: plantFertilizerPathSchema,
        response: { 200: plantFertilizerSchema, ...refused },
      },
    },
    async (request) => plantFertilizer(db, request.userId, request.params.id, request.params.zoneId),
  );

  app.get(
    '/Users/:uid/CareTips/:id',
    {
      config: plantId,
      schema: {
        summary: 'Care tips for the plant, by care category, made from its needs',
        params: userPlantPathSchema,
        response: { 200: careTipsResponseSchema, ...refused },
      },
    },
    async (request) => plantCareTips(db, request.params.id),
  );

  app.patch(
    '/Users/:uid/PlantView/:id',
    {
      config: plantId,
      schema: {
        summary: 'Record that the gardener opened the plant now (and where)',
        params: userPlantPathSchema,
        body: plantViewSchema,
        response: { 200: plantViewResponseSchema, ...refused },
      },
    },
    async (request) => recordPlantView(db, request.userId, request.params.id, request.body, clock()),
  );

  app.post(
    '/Users/:uid/PlantNotes/:id',
    {
      config: plantId,
      schema: {
        summary: 'Save the gardener’s notes on the plant; an empty text deletes them',
        params: userPlantPathSchema,
        body: plantNotesSchema,
        response: { 200: plantNotesResponseSchema, ...refused },
      },
    },
    async (request) => savePlantNotes(db, request.userId, request.params.id, request.body.Notes, clock()),
  );
};
