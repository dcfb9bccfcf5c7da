import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userPathSchema, userSettingsSchema } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { unauthorized } from '../../http-errors';
import { userSettingsOf } from './user-settings';

/**
 * GET users/{uid}/settings (SPEC §7 User profile and settings). Owner-only as every users/{uid}
 * call: the route guard refuses any uid but the caller's, whether or not it names a gardener.
 * Each setting is still saved by its own call (LandingPage, HelpWizard, DontAskAgain, SortFilter...).
 */
export const userSettingsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/users/:uid/settings',
    {
      schema: {
        summary: 'The settings in one answer: landing page, help and permission switches, task list choices',
        params: userPathSchema,
        response: { 200: userSettingsSchema },
      },
    },
    async (request) => {
      const settings = await userSettingsOf(db, request.userId);
      // The token was live a moment ago: the account was deleted meanwhile.
      if (!settings) throw unauthorized();
      return settings;
    },
  );
};
