import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityFlagSchema, landingPageSchema } from '@thrive/shared/contracts';
import type { Database } from '../db/database';
import type { TokenCache } from '../identity/token-cache';
import { createUser, DuplicateEmailError, issueKey, revokeKey } from '../identity/users-service';
import { HttpError } from '../http-errors';
import { expertOperatorRoutes } from './expert-admin-routes';

export const newUserSchema = z.object({
  email: z.email('Give a valid email address.'),
  firstname: z.string().max(100).optional(),
  flags: z.array(identityFlagSchema).default([]),
  withoutDefaultFlags: z.boolean().default(false),
  sponsorId: z.number().int().nonnegative().optional(),
  partnerTypeId: z.number().int().min(0).max(4).optional(),
  landingPage: landingPageSchema.optional(),
  sampleYard: z.boolean().default(false),
});

const keyOnly = z.object({ key: z.string().min(1) });

interface Options {
  db: Database;
  clock: () => Date;
  /** Checked tokens (token-cache.ts): a revoked key's tokens are forgotten here at once. */
  tokens: TokenCache;
}

/** Operator calls behind the users CLI: loopback only, with this run's admin token. */
export const adminRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, clock, tokens }) => {
  const admin = { access: 'admin' as const };
  // `npm run expert` and the operator page: answers to the gardeners' questions.
  await app.register(expertOperatorRoutes, { db, clock });

  app.post(
    '/admin/users',
    {
      config: admin,
      schema: {
        hide: true,
        body: newUserSchema,
        response: { 200: z.object({ id: z.number(), key: z.string() }) },
      },
    },
    async (request) => {
      try {
        return await createUser(db, request.body);
      } catch (error) {
        if (error instanceof DuplicateEmailError) throw new HttpError(409, error.message);
        throw error;
      }
    },
  );

  app.post(
    '/admin/users/:id/keys',
    {
      config: admin,
      schema: {
        hide: true,
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: keyOnly },
      },
    },
    async (request) => {
      const key = await issueKey(db, request.params.id);
      if (!key) throw new HttpError(404, `There is no user ${request.params.id}.`);
      return { key };
    },
  );

  app.post(
    '/admin/keys/revoke',
    {
      config: admin,
      schema: { hide: true, body: keyOnly, response: { 200: z.object({ revoked: z.boolean() }) } },
    },
    async (request) => {
      // Every instance stops accepting the key's tokens at once (revokeKey tells them).
      const revoked = await revokeKey(db, request.body.key, clock());
      if (revoked) tokens.forgetTokenIds(revoked.endedTokenIds);
      return { revoked: revoked !== null };
    },
  );
};
