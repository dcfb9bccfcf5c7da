import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  userPathSchema,
  yardDeletedSchema,
  yardInputSchema,
  yardPathSchema,
  yardSchema,
  yardsResponseSchema,
  yardTransferCheckQuerySchema,
  yardTransferCheckSchema,
  yardTransferSchema,
  doneMessageSchema,
} from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { bodyIdScope } from '../../identity/route-access';
import { copyYard } from './copy-yard';
import { serverToday } from '../common/gardener-today';
import { checkYardTransfer, transferYard } from './yard-transfer';
import { deleteYard, getYard, listYards, saveYard } from './yards-service';

/**
 * How many emails a gardener may try for a yard transfer in an hour, checks and transfers
 * counted apart: enough for any real hand-over, too few to learn who has an account.
 */
export const TRANSFER_EMAILS_PER_HOUR = 20;
export const TRANSFER_TOO_OFTEN = 'You have tried many emails this hour. Please try again later.';

/** Per gardener (the guard has set userId before the limit counts). */
const transferLimit = (kind: string) => ({
  max: TRANSFER_EMAILS_PER_HOUR,
  timeWindow: '1 hour',
  keyGenerator: (request: FastifyRequest) => `${kind}:${request.userId}`,
  errorResponseBuilder: () => ({ statusCode: 429, message: TRANSFER_TOO_OFTEN }),
});

/** SPEC §7 "Yards and zones": the yard calls. */
export const yardRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date }> = async (
  app,
  { db, clock },
) => {
  app.get(
    '/users/:uid/yards',
    {
      schema: {
        summary: "The gardener's yards with their zone counts",
        params: userPathSchema,
        response: { 200: yardsResponseSchema },
      },
    },
    async (request) => listYards(db, request.userId),
  );

  app.get(
    '/users/:uid/yard/:id',
    {
      config: { idScope: 'yard' },
      schema: {
        summary: 'One yard',
        params: yardPathSchema,
        response: { 200: yardSchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => getYard(db, request.userId, request.params.id, request.yardPlace),
  );

  app.post(
    '/users/:uid/yard',
    {
      // Changing a yard (Id above 0) is its owner's alone, shared or not; Id 0 makes a new one.
      config: {
        yardRole: 'owner',
        bodyIdScope: bodyIdScope<z.output<typeof yardInputSchema>>((body) => ({ kind: 'yard', id: body.Id })),
      },
      schema: {
        summary: 'Create (Id 0) or update a yard from a ZIP code or an address',
        params: userPathSchema,
        body: yardInputSchema,
        response: { 200: yardSchema, 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => saveYard(db, request.userId, request.body, serverToday(clock)),
  );

  app.delete(
    '/users/:uid/yard/:id',
    {
      config: { idScope: 'yard', yardRole: 'owner' },
      schema: {
        summary: 'Delete a yard with its zones and plants',
        params: yardPathSchema,
        response: { 200: yardDeletedSchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      await deleteYard(db, request.userId, request.params.id, serverToday(clock));
      return { message: 'The yard and everything in it were deleted.' };
    },
  );

  app.get(
    '/users/:uid/CopyYard/:id',
    {
      config: { idScope: 'yard', yardRole: 'owner' },
      schema: {
        summary: 'Copy a yard with its zones, plants and fertilizers as "Copy of {name}" (never the default)',
        params: yardPathSchema,
        response: { 200: yardSchema, 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => copyYard(db, request.userId, request.params.id, serverToday(clock)),
  );

  app.get(
    '/users/:uid/CheckYardTransfer/:id',
    {
      config: { idScope: 'yard', yardRole: 'owner', rateLimit: transferLimit('check-yard-transfer') },
      schema: {
        summary:
          'What would move if the yard went to the gardener with this email; the same answer whether or not the email has an account',
        params: yardPathSchema,
        querystring: yardTransferCheckQuerySchema,
        response: {
          200: yardTransferCheckSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => checkYardTransfer(db, request.userId, request.params.id, request.query.email),
  );

  app.post(
    '/users/:uid/YardTransfer',
    {
      // A refused transfer tells whether the email has an account: limited like the check.
      config: {
        rateLimit: transferLimit('yard-transfer'),
        yardRole: 'owner',
        bodyIdScope: bodyIdScope<z.output<typeof yardTransferSchema>>((body) => ({
          kind: 'yard',
          id: body.YardId,
        })),
      },
      schema: {
        summary: 'Give a yard with its zones and plants to another gardener',
        params: userPathSchema,
        body: yardTransferSchema,
        response: {
          200: doneMessageSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => ({
      message: await transferYard(db, request.userId, request.body, serverToday(clock)),
    }),
  );
};
