import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  doneMessageSchema,
  errorBodySchema,
  userPathSchema,
  webPushEndpointQuerySchema,
  webPushKeySchema,
  webPushSubscriptionInputSchema,
} from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { loadVapidKeys } from './vapid-keys';
import { removeWebPushSubscription, saveWebPushSubscription } from './web-push-subscriptions';

/** Push reminders in the browser: the key a browser subscribes with, and its subscription. */
export const webPushRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/users/:uid/WebPushKey',
    {
      schema: {
        summary: 'The server’s public VAPID key, for the browser’s push subscription',
        params: userPathSchema,
        response: { 200: webPushKeySchema, 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async () => ({ PublicKey: (await loadVapidKeys(db)).publicKey }),
  );

  app.put(
    '/users/:uid/WebPushSubscription',
    {
      schema: {
        summary: 'This browser takes the gardener’s push reminders',
        params: userPathSchema,
        body: webPushSubscriptionInputSchema,
        response: { 200: doneMessageSchema, 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      await saveWebPushSubscription(db, request.userId, request.body);
      return { message: 'This browser will show your care reminders.' };
    },
  );

  app.delete(
    '/users/:uid/WebPushSubscription',
    {
      schema: {
        summary: 'This browser takes no more of the gardener’s push reminders',
        params: userPathSchema,
        querystring: webPushEndpointQuerySchema,
        response: { 200: doneMessageSchema, 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      await removeWebPushSubscription(db, request.userId, request.query.Endpoint);
      return { message: 'This browser will no longer show care reminders.' };
    },
  );
};
