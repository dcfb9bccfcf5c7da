import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bridgeRequestSchema,
  countriesResponseSchema,
  errorBodySchema,
  idPathSchema,
  identitySchema,
  referenceListResponseSchema,
  statesResponseSchema,
} from '@thrive/shared/contracts';
import { listItems } from '../common/reference-lists';
import type { Database } from '../../db/database';
import { signInWithKey, signOut } from '../../identity/identity-service';
import type { IdentityCache } from '../../identity/identity-cache';
import type { TokenCache } from '../../identity/token-cache';
import { unauthorized } from '../../http-errors';
import { limitCountersFor } from '../../rate-limits/limit-counters';
import { createWrongKeyLimit } from '../../rate-limits/wrong-key-limit';

interface Options {
  db: Database;
  clock: () => Date;
  identities: IdentityCache;
  /** Checked tokens (token-cache.ts): a signed-out token is forgotten here at once. */
  tokens: TokenCache;
}

/** Wrong sign-in keys per client address and minute: keys are long, but guessing stays slow. */
export const BRIDGE_ATTEMPTS_PER_MINUTE = 20;
export const TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

export const sessionRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, clock, identities, tokens },
) => {
  // Only wrong keys count: a household behind one address signs in all its devices freely.
  const wrongKeys = createWrongKeyLimit({
    scope: 'sign-in-guesses',
    maxPerMinute: BRIDGE_ATTEMPTS_PER_MINUTE,
    message: TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE,
    counters: limitCountersFor(db),
  });

  app.post(
    '/bridge',
    {
      config: { access: 'public' },
      schema: {
        summary:
          'Start a session from the sign-in key of the address (SPEC §7 Session); 429 after too many wrong keys from one address in a minute',
        body: bridgeRequestSchema,
        response: { 200: identitySchema, 401: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const now = clock();
      await wrongKeys.check(request.ip, reply, now);
      const identity = await signInWithKey(db, request.body.username, now);
      if (!identity) {
        await wrongKeys.miss(request.ip, now);
        throw unauthorized('This sign-in link is not valid any more. Ask for a new one.');
      }
      // Signing in moved LastSeenAt: this instance's copy of the identity is old now.
      identities.forget(identity.Id);
      return identity;
    },
  );

  app.delete(
    '/bridge/session',
    {
      schema: {
        summary:
          'Sign out: the token of this device ends (on every instance at once); the gardener’s other devices stay signed in',
        // Nothing to say: the app forgets the session whatever the answer.
        response: { 204: z.void(), 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      // The guard has checked the token: a string, live and the caller's.
      const token = String(request.headers['x-token']);
      await signOut(db, request.userId, token);
      tokens.forgetToken(token);
      return reply.code(204).send();
    },
  );

  // Lists for the profile form; public like the bridge call itself (no private data).
  const publicList = { access: 'public' as const };

  app.get(
    '/bridge/0/countries',
    {
      config: publicList,
      schema: { summary: 'Countries for the profile', response: { 200: countriesResponseSchema } },
    },
    async () =>
      (await listItems(db, 'countries')).map(({ Id, Name, Code }) => ({ Id, Name, Code: String(Code) })),
  );

  app.get(
    '/bridge/:id/states',
    {
      config: publicList,
      schema: {
        summary: 'States or provinces of a country',
        params: idPathSchema,
        response: { 200: statesResponseSchema },
      },
    },
    async (request) =>
      (await listItems(db, 'states'))
        .filter((state) => state.CountryId === request.params.id)
        .map(({ Id, Name, Code, CountryId }) => ({
          Id,
          Name,
          Code: String(Code),
          CountryId: Number(CountryId),
        })),
  );

  app.get(
    '/bridge/0/genders',
    {
      config: publicList,
      schema: { summary: 'Genders for the profile', response: { 200: referenceListResponseSchema } },
    },
    async () => (await listItems(db, 'genders')).map(({ Id, Name }) => ({ Id, Name })),
  );
};
