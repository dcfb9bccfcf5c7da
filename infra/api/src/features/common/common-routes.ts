import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  careCategoriesResponseSchema,
  controlCodesResponseSchema,
  errorBodySchema,
  growingConditionsSchema,
  idPathSchema,
  menuUrlsResponseSchema,
  moistureMessagePathSchema,
  plantAttributesResponseSchema,
  referenceListResponseSchema,
  sunMessagePathSchema,
  thriveMessageResponseSchema,
} from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { frozenReply } from '../../frozen-answers';
import { notFound } from '../../http-errors';
import { controlCodeList, menuUrlList } from './operator-settings';
import { growingConditions, listItems, plantAttributeCatalogue } from './reference-lists';
import { moistureMessage, sunMessage } from './thrive-messages';

const pick = <T extends { Id: number; Name: string }>({ Id, Name }: T) => ({ Id, Name });

/** SPEC §7 "Common and sponsor": the calls served from reference and operator data. */
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
      config: { idScope: 'reference' },
      schema: {
        summary:
          'The attribute catalogue (id 0) or one plant’s attractants, resistances, tolerances and poisonous lists',
        params: idPathSchema,
        response: { 200: plantAttributesResponseSchema },
      },
    },
    async (request) => plantAttributeCatalogue(db, request.params.id),
  );

  app.get(
    '/Common/0/GrowingConditions',
    {
      schema: {
        summary:
          'The lists a yard, zone and plant-zone are described with: sun (PX hours), water, hardiness zones (°F) and fertilizers',
        response: { 200: growingConditionsSchema },
      },
    },
    async () => growingConditions(db),
  );

  app.get(
    '/Common/0/MenuUrls',
    {
      schema: {
        summary:
          'Menu url entries {Key, Value}: store, Plant Buzz, tutorial videos and their show flags (SPEC §3)',
        response: { 200: menuUrlsResponseSchema },
      },
    },
    // The cached list itself: a frozen answer, serialized once (frozen-answers.ts).
    async () => frozenReply(await menuUrlList(db)),
  );

  app.get(
    '/Common/:id/ControlCodes',
    {
      config: { idScope: 'reference' },
      schema: {
        summary: 'Control codes of a group (1 app versions, 2 colours; 0 every group)',
        params: idPathSchema,
        response: { 200: controlCodesResponseSchema },
      },
    },
    async (request) => frozenReply(await controlCodeList(db, request.params.id)),
  );

  const noPlant = (plantId: number) => notFound(`There is no plant ${plantId}.`);

  app.get(
    '/common/:plantId/sunmessage/:sunRequirementId',
    {
      config: { idScope: 'reference' },
      schema: {
        summary:
          'The fertilizer popup\'s sun warning: the tooltip when a zone of that sun would score poor for the plant, else ""',
        params: sunMessagePathSchema,
        response: { 200: thriveMessageResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { plantId, sunRequirementId } = request.params;
      const message = await sunMessage(db, plantId, sunRequirementId);
      if (message === undefined) throw noPlant(plantId);
      return { Message: message };
    },
  );

  app.get(
    '/common/:plantId/moisturemessage/:waterRequirementId',
    {
      config: { idScope: 'reference' },
      schema: {
        summary:
          'The fertilizer popup\'s moisture warning: the tooltip when a zone of that water would score poor for the plant, else ""',
        params: moistureMessagePathSchema,
        response: { 200: thriveMessageResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { plantId, waterRequirementId } = request.params;
      const message = await moistureMessage(db, plantId, waterRequirementId);
      if (message === undefined) throw noPlant(plantId);
      return { Message: message };
    },
  );
};
