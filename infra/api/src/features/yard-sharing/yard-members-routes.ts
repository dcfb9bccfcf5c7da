import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  doneMessageSchema,
  errorBodySchema,
  yardInvitationCreatedSchema,
  yardInvitationInputSchema,
  yardInvitationPathSchema,
  yardMemberPathSchema,
  yardMemberRoleInputSchema,
  yardMembersSchema,
  yardPathSchema,
} from '@thrive/shared/contracts';
import { appAddressFromEnv } from '../../config';
import type { Database } from '../../db/database';
import { notFound } from '../../http-errors';
import type { YardPlace } from '../common/yard-membership';
import { createInvitation, withdrawInvitation } from './yard-invitations';
import { changeMemberRole, removeMember, yardMembersOf } from './yard-members';

interface Options {
  db: Database;
  clock: () => Date;
  /** Where the app is served, for the invitation links; PUBLIC_URL (else this machine) unless given. */
  appAddress?: string;
}

/**
 * The yard's place the guard found for the sender (owner or member). Unset only for yard 0,
 * which the guard leaves to the route: no yard has that id.
 */
function placeOf(request: FastifyRequest & { params: { id: number } }): YardPlace {
  if (!request.yardPlace) throw notFound(`There is no yard ${request.params.id}.`);
  return request.yardPlace;
}

/**
 * Sharing a yard, on the yard's own paths so the route guard decides who may: every member
 * reads the members, the owner alone (`yardRole: 'owner'`) invites and changes roles. On the
 * owner's routes the guard admits only the owner, so `request.userId` is the owner's id.
 */
export const yardMembersRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, clock, appAddress = appAddressFromEnv() },
) => {
  app.get(
    '/users/:uid/yard/:id/Members',
    {
      config: { idScope: 'yard', yardRole: 'viewer' },
      schema: {
        summary: 'Who shares the yard, with their roles; the owner also gets the open invitations',
        params: yardPathSchema,
        response: { 200: yardMembersSchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => yardMembersOf(db, placeOf(request), clock()),
  );

  app.post(
    '/users/:uid/yard/:id/Invitations',
    {
      config: { idScope: 'yard', yardRole: 'owner', answerIsSecret: true },
      schema: {
        summary:
          'Invite someone to share the yard, by email (a mail carries the link) or by a link; the link is given only now',
        params: yardPathSchema,
        body: yardInvitationInputSchema,
        response: {
          200: yardInvitationCreatedSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) =>
      createInvitation(db, { ownerId: request.userId, yardId: request.params.id }, request.body, {
        at: clock(),
        appAddress,
      }),
  );

  app.delete(
    '/users/:uid/yard/:id/Invitations/:invitationId',
    {
      config: { idScope: 'yard', yardRole: 'owner' },
      schema: {
        summary: 'Withdraw an invitation not yet accepted: its link stops working',
        params: yardInvitationPathSchema,
        response: { 200: doneMessageSchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => ({
      message: await withdrawInvitation(db, request.params.id, request.params.invitationId),
    }),
  );

  app.put(
    '/users/:uid/yard/:id/Members/:memberId',
    {
      config: { idScope: 'yard', yardRole: 'owner' },
      schema: {
        summary: "Change a member's role (gardener or viewer)",
        params: yardMemberPathSchema,
        body: yardMemberRoleInputSchema,
        response: {
          200: doneMessageSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => ({
      message: await changeMemberRole(db, request.params.id, request.params.memberId, request.body.Role),
    }),
  );

  app.delete(
    '/users/:uid/yard/:id/Members/:memberId',
    {
      // Every member may call it to leave; removing anyone else is the owner's (yard-members.ts).
      config: { idScope: 'yard', yardRole: 'viewer' },
      schema: {
        summary: 'The owner removes a member, or a member (memberId: their own user id) leaves the yard',
        params: yardMemberPathSchema,
        response: {
          200: doneMessageSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => ({
      message: await removeMember(db, placeOf(request), request.gardenerId, request.params.memberId),
    }),
  );
};
