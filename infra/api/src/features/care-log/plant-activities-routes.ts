import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  doneMessageSchema,
  errorBodySchema,
  plantActivitiesResponseSchema,
  plantActivityInputSchema,
  plantActivityPathSchema,
  plantActivitySchema,
  userPathSchema,
  userPlantPathSchema,
} from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { bodyIdScope } from '../../identity/route-access';
import { plantActivitiesOf, plantActivityOf } from './activity-answer';
import { deletePlantActivity, savePlantActivity } from './save-activity';

const refused = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** SPEC §7 plant calls, §3 plant activity: the gardener's care log of a plant. */
export const plantActivityRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date }> = async (
  app,
  { db, clock },
) => {
  app.get(
    '/Users/:uid/PlantActivities/:id',
    {
      // The id is a catalogue plant; the answer holds only the caller's own activities.
      config: { idScope: 'reference' },
      schema: {
        summary: 'What the gardener did to a plant (tasks completed included), newest first',
        params: userPlantPathSchema,
        response: { 200: plantActivitiesResponseSchema, ...refused },
      },
    },
    async (request) => plantActivitiesOf(db, request.userId, request.params.id),
  );

  app.get(
    '/Users/:uid/PlantActivity/:id',
    {
      config: { idScope: 'plant-activity' },
      schema: {
        summary: 'One activity of the gardener’s care log',
        params: plantActivityPathSchema,
        response: { 200: plantActivitySchema, ...refused },
      },
    },
    async (request) => plantActivityOf(db, request.userId, request.params.id),
  );

  app.post(
    '/users/:uid/PlantActivity',
    {
      // The activity changed, else the plant in a zone it is logged for: either may be in a
      // shared yard (save-activity.ts keeps the other within that yard). A plant-zone that is
      // not the sender's keeps its field message (400), as for one that does not exist.
      config: {
        bodyIdScope: bodyIdScope<z.output<typeof plantActivityInputSchema>>((body) =>
          body.Id
            ? { kind: 'plant-activity', id: body.Id }
            : { kind: 'plant-zone', id: body.PlantZoneId, strangersToHandler: true },
        ),
      },
      schema: {
        summary:
          'Log what the gardener did to a plant (Id 0), or change one of their activities (Id above 0)',
        params: userPathSchema,
        body: plantActivityInputSchema,
        response: { 200: plantActivitySchema, ...refused },
      },
    },
    async (request) => savePlantActivity(db, request.userId, request.body, clock()),
  );

  app.delete(
    '/users/:uid/PlantActivity/:id',
    {
      config: { idScope: 'plant-activity' },
      schema: {
        summary: 'Delete one activity of the gardener’s care log',
        params: plantActivityPathSchema,
        response: { 200: doneMessageSchema, ...refused },
      },
    },
    async (request) => ({ message: await deletePlantActivity(db, request.userId, request.params.id) }),
  );
};
