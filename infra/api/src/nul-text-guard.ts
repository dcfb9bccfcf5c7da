import type { FastifyInstance } from 'fastify';
import { badRequest } from './http-errors';

export const NUL_TEXT_MESSAGE = 'Text may not contain a NUL character.';

/** The path (`body.Notes`, `params.code`) of the first text holding a NUL, if any. */
function nulTextAt(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  // Deeper than any contract goes: such a body fails its validation anyway.
  if (value === null || typeof value !== 'object' || depth > 8) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = nulTextAt(item, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * PostgreSQL cannot store a NUL character in text (it answers "invalid byte sequence"),
 * so a NUL anywhere in a request's params, query or body is refused as bad input before
 * any handler runs, instead of failing as a server error halfway through.
 */
export function installNulTextGuard(app: FastifyInstance): void {
  // Callback style: no promise per request on the busiest calls.
  app.addHook('preValidation', (request, _reply, done) => {
    const where =
      nulTextAt(request.params, 'params') ??
      nulTextAt(request.query, 'query') ??
      nulTextAt(request.body, 'body');
    done(where ? badRequest(NUL_TEXT_MESSAGE, { [where]: NUL_TEXT_MESSAGE }) : undefined);
  });
}
