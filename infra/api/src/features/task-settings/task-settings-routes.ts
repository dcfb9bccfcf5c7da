import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ddpdtResponseSchema,
  errorBodySchema,
  sortFilterPathSchema,
  sortFilterResponseSchema,
  taskSortFilterChangesSchema,
  userPathSchema,
} from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import {
  saveTaskListSettings,
  sortFilterAnswer,
  taskListSettings,
  toggleDontDisplayPastDueTasks,
} from './task-list-settings';

// The id names one of our lists (1 = the task list), not something a gardener owns.
const listId = { idScope: 'reference' } as const;
const refused = { 400: errorBodySchema, 403: errorBodySchema };

/** SPEC §2.8, §3 sort/filter options: the task list's remembered choices and DDPDT. */
export const taskSettingsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/users/:uid/SortFilter/:id',
    {
      config: listId,
      schema: {
        summary: 'The task list’s saved sort and filter choices over SPEC’s defaults, and DDPDT',
        params: sortFilterPathSchema,
        response: { 200: sortFilterResponseSchema, ...refused },
      },
    },
    async (request) => sortFilterAnswer(await taskListSettings(db, request.userId)),
  );

  app.put(
    '/users/:uid/SortFilter/:id',
    {
      config: listId,
      schema: {
        summary: 'Save some or all of the task list’s sort and filter choices (the others are kept)',
        params: sortFilterPathSchema,
        body: taskSortFilterChangesSchema,
        response: { 200: sortFilterResponseSchema, ...refused },
      },
    },
    async (request) => sortFilterAnswer(await saveTaskListSettings(db, request.userId, request.body)),
  );

  app.post(
    '/users/:uid/toggleDDPDT',
    {
      schema: {
        summary: 'Flip "Don’t Display Past-Due Tasks" on the task list',
        params: userPathSchema,
        response: { 200: ddpdtResponseSchema, ...refused },
      },
    },
    async (request) => ({ DontDisplayPastDueTasks: await toggleDontDisplayPastDueTasks(db, request.userId) }),
  );
};
