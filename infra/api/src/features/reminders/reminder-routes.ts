import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  doneMessageSchema,
  errorBodySchema,
  reminderSettingsInputSchema,
  reminderSettingsSchema,
  unsubscribeInputSchema,
  userPathSchema,
} from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { badRequest } from '../../http-errors';
import { reminderSettingsOf, saveReminderSettings, unsubscribeByToken } from './reminder-settings';

/**
 * Unsubscribes per client address and minute: a token of 32 random bytes cannot be guessed;
 * the limit keeps guessing (and a mail scanner following links) off the database.
 */
const UNSUBSCRIBES_PER_MINUTE = 30;

/** Why 'app-push' is refused on a server without FCM: the phone would wait for nothing. */
const APP_PUSH_NOT_SET_UP =
  'Notifications from the app are not set up on this server yet. Choose e-mail for now.';

/**
 * Daily care reminders: the gardener's own settings, and the unsubscribe link of a reminder
 * mail. `appPush`: the server can push to the phone app (FCM_CREDENTIALS is set); the settings
 * say so (AppPushAvailable), so that Settings offers the app's notification only then.
 */
export const reminderRoutes: FastifyPluginAsyncZod<{ db: Database; appPush: boolean }> = async (
  app,
  { db, appPush },
) => {
  app.get(
    '/users/:uid/ReminderSettings',
    {
      schema: {
        summary: 'How and from which local hour the gardener is reminded of the day’s care tasks',
        params: userPathSchema,
        response: { 200: reminderSettingsSchema, 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => ({ ...(await reminderSettingsOf(db, request.userId)), AppPushAvailable: appPush }),
  );

  app.put(
    '/users/:uid/ReminderSettings',
    {
      schema: {
        summary: 'Save how and from which local hour the gardener is reminded of the day’s care tasks',
        params: userPathSchema,
        body: reminderSettingsInputSchema,
        response: { 200: reminderSettingsSchema, 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      if (request.body.Channel === 'app-push' && !appPush)
        throw badRequest(APP_PUSH_NOT_SET_UP, { 'body.Channel': APP_PUSH_NOT_SET_UP });
      return { ...(await saveReminderSettings(db, request.userId, request.body)), AppPushAvailable: appPush };
    },
  );

  app.post(
    '/public/Unsubscribe',
    {
      config: { access: 'public', rateLimit: { max: UNSUBSCRIBES_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        summary: 'Turn off the e-mail reminders of the gardener a reminder mail’s unsubscribe token names',
        body: unsubscribeInputSchema,
        response: {
          200: doneMessageSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => unsubscribeByToken(db, request.body.Token),
  );
};
