import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appPushTokenInputSchema,
  appPushTokenQuerySchema,
  doneMessageSchema,
  errorBodySchema,
  userPathSchema,
} from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { removeAppPushToken, saveAppPushToken } from './app-push-tokens';

/** Push reminders in the phone app: the push token the app hands the web app. */
export const appPushRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.put(
    '/users/:uid/AppPushToken',
    {
      schema: {
        summary: 'This phone’s app takes the gardener’s push reminders',
        params: userPathSchema,
        body: appPushTokenInputSchema,
        response: { 200: doneMessageSchema, 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      await saveAppPushToken(db, request.userId, request.body);
      return { message: 'This phone will show your care reminders.' };
    },
  );

  app.delete(
    '/users/:uid/AppPushToken',
    {
      schema: {
        summary: 'This phone’s app takes no more of the gardener’s push reminders',
        params: userPathSchema,
        querystring: appPushTokenQuerySchema,
        response: { 200: doneMessageSchema, 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      await removeAppPushToken(db, request.userId, request.query.Token);
      return { message: 'This phone will no longer show care reminders.' };
    },
  );
};
