import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  plantTagIdToggleSchema,
  profileInputSchema,
  profileSchema,
  userPathSchema,
} from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { unauthorized } from '../../http-errors';
import { profileOf, saveProfile } from './profile';
import { toggleUserFlag } from '../prompts/user-flags';

interface Options {
  db: Database;
}

/**
 * SPEC §7 User profile and settings: the profile page's calls. SPEC's GET users/{uid} answers
 * the identity (features/account/account-routes.ts), so the profile is read from GET users/{uid}/profile (ours).
 */
export const profileRoutes: FastifyPluginAsyncZod<Options> = async (app, { db }) => {
  const currentProfile = async (userId: number) => {
    const profile = await profileOf(db, userId);
    // The token was live a moment ago: the account was deleted meanwhile.
    if (!profile) throw unauthorized();
    return profile;
  };

  app.get(
    '/users/:uid/profile',
    {
      schema: {
        summary: 'The profile: name, email, address, country, state, gender, sponsor and referral code',
        params: userPathSchema,
        response: { 200: profileSchema },
      },
    },
    async (request) => currentProfile(request.userId),
  );

  app.post(
    '/users/:uid',
    {
      schema: {
        summary: 'Save the profile; list ids must be known and the email not another account’s',
        params: userPathSchema,
        body: profileInputSchema,
        response: { 200: profileSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      await saveProfile(db, request.userId, request.body);
      return currentProfile(request.userId);
    },
  );

  app.put(
    '/users/:uid/TogglePlantTagId',
    {
      schema: {
        summary: 'Flip the TogglePlantTagId flag and answer its new value',
        params: userPathSchema,
        response: { 200: plantTagIdToggleSchema },
      },
    },
    async (request) => ({ TogglePlantTagId: await toggleUserFlag(db, request.userId, 'TogglePlantTagId') }),
  );
};
