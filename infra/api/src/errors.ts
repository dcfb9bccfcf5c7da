import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  type ZodFastifySchemaValidationError,
} from 'fastify-type-provider-zod';
import type { ErrorBody } from '@thrive/shared/contracts';
import { isNumberOutOfRange, NUMBER_TOO_LARGE_MESSAGE } from './database-input-errors';
import { ActionRefused, HttpError } from './http-errors';

/** `{ "body.username": "The sign-in key is missing." }`: one message per invalid field. */
function validationFields(
  issues: ZodFastifySchemaValidationError[],
  context: string | undefined,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter(Boolean).join('.');
    const name = [context, path].filter(Boolean).join('.') || 'request';
    fields[name] ??= issue.message ?? 'is not valid';
  }
  return fields;
}

const CLIENT_MESSAGES: Record<number, string> = {
  400: 'The request is not valid.',
  401: 'Please sign in again.',
  403: 'You do not have access to this.',
  404: 'Not found.',
  413: 'The request is too large.',
  415: 'This type of content is not accepted.',
  429: 'Too many requests. Please wait a moment and try again.',
};

/**
 * Errors leave the API as `{ message, fields?, requestId? }` (DESIGN §4): client errors
 * keep their message; anything unexpected is a 500 with the request id that is also
 * in the log, never a stack trace.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = validationFields(error.validation, error.validationContext);
      const body: ErrorBody = { message: Object.values(fields)[0] ?? 'The request is not valid.', fields };
      return reply.status(400).send(body);
    }
    if (isNumberOutOfRange(error)) {
      const body: ErrorBody = { message: NUMBER_TOO_LARGE_MESSAGE };
      return reply.status(400).send(body);
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      const body: ErrorBody = {
        message: 'Something went wrong on our side. Please try again.',
        requestId: String(request.id),
      };
      return reply.status(500).send(body);
    }
    const body: ErrorBody = { message: error.message || CLIENT_MESSAGES[status] || 'The request failed.' };
    if (error instanceof HttpError && error.fields) body.fields = error.fields;
    if (error instanceof ActionRefused) body.actionRefused = true;
    return reply.status(status).send(body);
  });
  app.setNotFoundHandler(sendNotFound);
}

export const NO_SUCH_API_ROUTE = 'No such API route.';
export const NOTHING_HERE = 'Nothing here.';

/**
 * 404 body for any unknown address; hosts that add wildcard routes install it at their root
 * too. It never repeats the address: what was sent is not ours to reflect back.
 */
function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const api = request.url.toLowerCase().startsWith('/api');
  const body: ErrorBody = { message: api ? NO_SUCH_API_ROUTE : NOTHING_HERE };
  return reply.status(404).send(body);
}
