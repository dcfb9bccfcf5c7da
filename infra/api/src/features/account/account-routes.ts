import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { doneMessageSchema, identitySchema, userPathSchema } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import type { IdentityCache } from '../../identity/identity-cache';
import { deleteUser } from '../../identity/users-service';
import type { TokenCache } from '../../identity/token-cache';
import { unauthorized } from '../../http-errors';
import { userMediaKeys } from '../media/media-keys';
import type { MediaStorage } from '../common/media-storage';

interface Options {
  db: Database;
  tokens: TokenCache;
  /** GET users/{uid} is the busiest signed-in call: answered from memory (identity-cache.ts). */
  identities: IdentityCache;
  /** Where the gardener's photo files are: deleting the account deletes them too. */
  storage: MediaStorage;
}

/** GET users/{uid} (the identity again, no new token) and DELETE users/{uid} (delete account). */
export const accountRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, tokens, identities, storage },
) => {
  app.get(
    '/users/:uid',
    {
      schema: {
        summary: 'The signed-in identity',
        params: userPathSchema,
        response: { 200: identitySchema },
      },
    },
    async (request) => {
      const identity = await identities.identityOf(request.userId, String(request.headers['x-token']));
      if (!identity) throw unauthorized();
      return identity;
    },
  );

  app.delete(
    '/users/:uid',
    {
      schema: {
        summary: 'Delete the account and everything in it',
        params: userPathSchema,
        response: { 200: doneMessageSchema },
      },
    },
    async (request) => {
      // The rows name the files: their keys are read as the cascade deletes the rows.
      const files = await db.transaction(async (tx) => {
        const keys = await userMediaKeys(tx, request.userId);
        await deleteUser(tx, request.userId);
        return keys;
      });
      tokens.forgetUser(request.userId);
      try {
        await storage.delete(files);
      } catch (error) {
        // The account is gone either way; the operators can find the orphaned files in the log.
        request.log.error({ err: error, files }, 'photo files of a deleted account were not deleted');
      }
      return { message: 'Your account and everything in it were deleted.' };
    },
  );
};
