import type { FastifyInstance } from 'fastify';
import { badRequest } from './http-errors';

export const NUL_TEXT_MESSAGE = 'Text may not contain a NUL character.';
export const LONE_SURROGATE_MESSAGE = 'Text must be valid Unicode: it holds half of a surrogate pair.';
/** Deeper than any contract goes (a landscape layout is a few levels): anything deeper is refused. */
const MAX_INPUT_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `Data may be nested at most ${MAX_INPUT_DEPTH} levels deep.`;

/** A lone surrogate half: a well-formed pair is one code point to a `u` pattern, so it never matches. */
const LONE_SURROGATE = /\p{Cs}/u;

interface Fault {
  /** Where (`body.Notes`, `params.code`); a faulty key is named by the object holding it. */
  path: string;
  message: string;
}

function textFault(text: string, path: string): Fault | undefined {
  if (text.includes('\u0000')) return { path, message: NUL_TEXT_MESSAGE };
  if (LONE_SURROGATE.test(text)) return { path, message: LONE_SURROGATE_MESSAGE };
  return undefined;
}

/** The first fault in a value: a bad text (key or value, at any depth) or too deep a nesting. */
function faultIn(value: unknown, path: string, depth = 0): Fault | undefined {
  if (typeof value === 'string') return textFault(value, path);
  if (value === null || typeof value !== 'object') return undefined;
  if (depth >= MAX_INPUT_DEPTH) return { path, message: TOO_DEEP_MESSAGE };
  for (const [key, item] of Object.entries(value)) {
    const keyFault = textFault(key, path);
    if (keyFault) return keyFault;
    const found = faultIn(item, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * One guard of every route's input, before any handler runs: PostgreSQL cannot store a NUL
 * character or a lone surrogate half in text ("invalid byte sequence"), and a body nested
 * thousands deep overflows whatever walks it. So a NUL or lone surrogate anywhere in a
 * request's params, query or body (keys and values, at any depth), or nesting deeper than
 * MAX_INPUT_DEPTH, is bad input (400, naming where), never a server error halfway through.
 */
export function installInputGuard(app: FastifyInstance): void {
  // Callback style: no promise per request on the busiest calls.
  app.addHook('preValidation', (request, _reply, done) => {
    const fault =
      faultIn(request.params, 'params') ?? faultIn(request.query, 'query') ?? faultIn(request.body, 'body');
    done(fault ? badRequest(fault.message, { [fault.path]: fault.message }) : undefined);
  });
}
