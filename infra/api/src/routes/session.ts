import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bridgeRequestSchema, errorBodySchema, identitySchema } from '@thrive/shared/contracts';
import type { Database } from '../db/database';
import { signInWithKey } from '../identity/identity-service';
import { unauthorized } from '../http-errors';

interface Options {
  db: Database;
  clock: () => Date;
}

/** Sign-in attempts per client address and minute: keys are long, but guessing stays slow. */
export const BRIDGE_ATTEMPTS_PER_MINUTE = 20;

export const sessionRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, clock }) => {
  app.post(
    '/bridge',
    {
      config: {
        access: 'public',
        rateLimit: { max: BRIDGE_ATTEMPTS_PER_MINUTE, timeWindow: '1 minute' },
      },
      schema: {
        summary: 'Start a session from the sign-in key of the address (SPEC §7 Session)',
        body: bridgeRequestSchema,
        response: { 200: identitySchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const identity = await signInWithKey(db, request.body.username, clock());
      if (!identity) throw unauthorized('This sign-in link is not valid any more. Ask for a new one.');
      return identity;
    },
  );
};
