import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bulkTaskStatusResponseSchema,
  bulkTaskStatusSchema,
  BULK_TASK_MAX,
  customTaskInputSchema,
  customTaskSchema,
  customTasksResponseSchema,
  doneMessageSchema,
  errorBodySchema,
  plantTasksSchema,
  TASK_STATUS,
  taskDeleteQuerySchema,
  taskDetailsSchema,
  taskListQuerySchema,
  taskPageSchema,
  taskPathSchema,
  taskUpdateSchema,
  userPathSchema,
  userPlantPathSchema,
} from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { bodyIdScope } from '../../identity/route-access';
import type { MediaUrls } from '../common/media-urls';
import { badRequest } from '../../http-errors';
import { ensureCalendarsInReach } from '../care-calendar/ensure-calendars-in-reach';
import { ensureCareCalendar } from '../care-calendar/ensure-calendar';
import { customTasks, saveCustomTask } from './custom-tasks';
import { plantTasks } from './plant-tasks';
import { taskDetails } from './task-details';
import { deleteTask, updateTask } from './task-edit';
import { listTasks } from './task-list';
import { completedDate, setTaskStatus, statusMessage } from './task-status';
import { taskListSettings } from '../task-settings/task-list-settings';
import { gardenerToday, serverToday } from '../common/gardener-today';

const refused = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** Task ids of the bulk payload ("12,15,16"), each once. */
function taskIds(notes: string): number[] {
  const ids = [...new Set(notes.split(',').map(Number))];
  if (ids.length > BULK_TASK_MAX) {
    const message = `Choose at most ${BULK_TASK_MAX} tasks at a time.`;
    throw badRequest(message, { 'body.notes': message });
  }
  return ids;
}

/** SPEC §2.8, §3, §4, §7 "Tasks" and the plant's tasks: the care calendar's lists and changes. */
export const taskRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: () => Date;
  mediaUrls: MediaUrls;
}> = async (app, { db, clock, mediaUrls }) => {
  app.get(
    '/users/:uid/UserTasks',
    {
      schema: {
        summary:
          'A page of the gardener’s care tasks and tips (SPEC §3 defaults: i 0, c 20, DueDate ASC, sid 10, sd 1, pd 7)',
        params: userPathSchema,
        querystring: taskListQuerySchema,
        response: { 200: taskPageSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      await ensureCalendarsInReach(db, request.userId, serverToday(clock));
      const today = gardenerToday(clock, request.query.td);
      const { dontDisplayPastDueTasks } = await taskListSettings(db, request.userId);
      return listTasks(db, mediaUrls, request.userId, request.query, today, { dontDisplayPastDueTasks });
    },
  );

  app.get(
    '/users/:uid/UserTask/:id',
    {
      config: { idScope: 'task' },
      schema: {
        summary: 'One task with how its date was found',
        params: taskPathSchema,
        response: { 200: taskDetailsSchema, ...refused },
      },
    },
    async (request) => taskDetails(db, mediaUrls, request, request.params.id, serverToday(clock)),
  );

  app.put(
    '/users/:uid/UserTask/:id',
    {
      config: { idScope: 'task' },
      schema: {
        summary: 'Move, annotate or change the status of one task',
        params: taskPathSchema,
        body: taskUpdateSchema,
        response: { 200: taskDetailsSchema, ...refused },
      },
    },
    async (request) => {
      const today = serverToday(clock);
      await updateTask(db, request, request.params.id, request.body, today);
      return taskDetails(db, mediaUrls, request, request.params.id, today);
    },
  );

  app.delete(
    '/users/:uid/UserTask/:id',
    {
      config: { idScope: 'task' },
      schema: {
        summary: 'Delete a task of your own (series=1: the whole repeating task); a care task is skipped',
        params: taskPathSchema,
        querystring: taskDeleteQuerySchema,
        response: { 200: doneMessageSchema, ...refused },
      },
    },
    async (request) => ({
      message: await deleteTask(db, request.userId, request.params.id, request.query.series === 1),
    }),
  );

  app.put(
    '/users/:uid/UpdateTaskStatus',
    {
      schema: {
        summary:
          'SPEC §4 bulk status: notes = task ids, plantId = status code (1 needs dateCompleted); code 0 = done',
        params: userPathSchema,
        body: bulkTaskStatusSchema,
        response: { 200: bulkTaskStatusResponseSchema, ...refused },
      },
    },
    async (request) => {
      const status = request.body.plantId as 1 | 2 | 3 | 4;
      const date =
        status === TASK_STATUS.Completed
          ? completedDate(request.body.dateCompleted, serverToday(clock), 'body.dateCompleted')
          : null;
      const updated = await setTaskStatus(db, request.gardenerId, taskIds(request.body.notes), status, date);
      return { code: 0, Updated: updated, message: statusMessage(updated, status) };
    },
  );

  app.get(
    '/users/:uid/UserTask',
    {
      schema: {
        summary: 'The gardener’s own tasks (one-off or repeating) with their next date',
        params: userPathSchema,
        response: { 200: customTasksResponseSchema },
      },
    },
    async (request) => customTasks(db, request.userId),
  );

  app.post(
    '/users/:uid/UserTasks',
    {
      // A task of one's own is for a plant in a zone, which may be in a shared yard.
      config: {
        bodyIdScope: bodyIdScope<z.output<typeof customTaskInputSchema>>((body) => ({
          kind: 'plant-zone',
          id: body.PlantZoneId,
        })),
      },
      schema: {
        summary: 'Add (Id 0) or change a task of your own for a plant in a zone (link kind 35)',
        params: userPathSchema,
        body: customTaskInputSchema,
        response: { 200: customTaskSchema, ...refused },
      },
    },
    async (request) => saveCustomTask(db, request.userId, request.body, serverToday(clock)),
  );

  app.get(
    '/Users/:uid/PlantUserTask/:id',
    {
      // The id is a catalogue plant; only the gardener's own tasks of it are read.
      config: { idScope: 'reference' },
      schema: {
        summary:
          'A plant’s open and recently completed tasks in the gardener’s zones, and their own tasks for it',
        params: userPlantPathSchema,
        response: { 200: plantTasksSchema, ...refused },
      },
    },
    async (request) => {
      const today = serverToday(clock);
      await ensureCareCalendar(db, request.userId, today);
      return plantTasks(db, mediaUrls, request.userId, request.params.id, today);
    },
  );
};
