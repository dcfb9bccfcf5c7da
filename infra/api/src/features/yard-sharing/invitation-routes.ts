import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  invitationAcceptedSchema,
  invitationJoinedSchema,
  invitationJoinInputSchema,
  invitationPreviewSchema,
  invitationTokenInputSchema,
  userPathSchema,
} from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { acceptInvitation, joinByInvitation, previewInvitation } from './invitation-acceptance';

/**
 * Previews per client address and minute: a token of 32 random bytes cannot be guessed, the
 * limit keeps guessing (and a misbehaving page) off the database.
 */
const INVITATION_PREVIEWS_PER_MINUTE = 30;
/** Accounts made through invitations per client address and minute: a household, not a script. */
const INVITATION_JOINS_PER_MINUTE = 10;

/** Where an invited person lands: what the invitation offers, and joining the yard through it. */
export const invitationRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date }> = async (
  app,
  { db, clock },
) => {
  app.post(
    '/public/InvitationPreview',
    {
      config: {
        access: 'public',
        rateLimit: { max: INVITATION_PREVIEWS_PER_MINUTE, timeWindow: '1 minute' },
      },
      schema: {
        summary:
          "Whose yard an invitation is to and with which role, read before signing in (no one's address)",
        body: invitationTokenInputSchema,
        response: {
          200: invitationPreviewSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          410: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => previewInvitation(db, request.body.Token, clock()),
  );

  app.post(
    '/users/:uid/InvitationAccept',
    {
      schema: {
        summary: 'The signed-in gardener joins the yard with the role of the invitation (once)',
        params: userPathSchema,
        body: invitationTokenInputSchema,
        response: {
          200: invitationAcceptedSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          410: errorBodySchema,
        },
      },
    },
    async (request) => acceptInvitation(db, request.gardenerId, request.body.Token, clock()),
  );

  app.post(
    '/public/InvitationJoin',
    {
      config: {
        access: 'public',
        rateLimit: { max: INVITATION_JOINS_PER_MINUTE, timeWindow: '1 minute' },
      },
      schema: {
        summary:
          'Someone without an account joins through the invitation: an account, its sign-in key and the membership, at once',
        body: invitationJoinInputSchema,
        response: {
          200: invitationJoinedSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          410: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => joinByInvitation(db, request.body, clock()),
  );
};
