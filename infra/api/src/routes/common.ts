import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  careCategoriesResponseSchema,
  idPathSchema,
  plantAttributesResponseSchema,
  referenceListResponseSchema,
} from '@thrive/shared/contracts';
import type { Database } from '../db/database';
import { listItems, plantAttributeCatalogue } from '../services/reference-lists';

const pick = <T extends { Id: number; Name: string }>({ Id, Name }: T) => ({ Id, Name });

/** SPEC §7 "Common and sponsor": the calls served from reference data. */
export const commonRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/Common/0/ExpertTopics',
    {
      schema: {
        summary: 'Topics a question to the expert can be about',
        response: { 200: referenceListResponseSchema },
      },
    },
    async () => (await listItems(db, 'expert-topics')).map(pick),
  );

  app.get(
    '/Common/0/PartnerTypes',
    {
      schema: { summary: 'Sponsor partner types (SPEC §3)', response: { 200: referenceListResponseSchema } },
    },
    async () => (await listItems(db, 'partner-types')).map(pick),
  );

  app.get(
    '/Categories/0/GetCareCategories',
    {
      schema: {
        summary: 'Care categories with their icons',
        response: { 200: careCategoriesResponseSchema },
      },
    },
    async () =>
      (await listItems(db, 'care-categories')).map(({ Id, Name, Icon }) => ({
        Id,
        Name,
        Icon: String(Icon),
      })),
  );

  app.get(
    '/Common/:id/PlantAttributes',
    {
      schema: {
        summary:
          'The attribute catalogue (id 0) or one plant’s attractants, resistances, tolerances and poisonous lists',
        params: idPathSchema,
        response: { 200: plantAttributesResponseSchema },
      },
    },
    async (request) => plantAttributeCatalogue(db, request.params.id),
  );
};
