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
import { reminderSettingsOf, saveReminderSettings, unsubscribeByToken } from './reminder-settings';

/**
 * Unsubscribes per client address and minute: a token of 32 random bytes cannot be guessed;
 * the limit keeps guessing (and a mail scanner following links) off the database.
 */
const UNSUBSCRIBES_PER_MINUTE = 30;

/** Daily care reminders: the gardener's own settings, and the unsubscribe link of a reminder mail. */
export const reminderRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/users/:uid/ReminderSettings',
    {
      schema: {
        summary: 'How and from which local hour the gardener is reminded of the day’s care tasks',
        params: userPathSchema,
        response: { 200: reminderSettingsSchema, 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => reminderSettingsOf(db, request.userId),
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
    async (request) => saveReminderSettings(db, request.userId, request.body),
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
