import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/*
 * The operator page's credentials. The session cookie and the per-page form token are signed
 * with OPERATOR_KEY, so any API instance checks what another issued, and a forged or expired
 * one is refused without asking the database; a session is also live only while its record
 * is kept (operator-session-records.ts), so signing out ends it on the server. With the
 * SameSite=Strict cookie, a form posted from another site has neither cookie nor token.
 */

export const OPERATOR_KEY_HEADER = 'x-operator-key';
const OPERATOR_COOKIE = 'thrive_operator';
/** Shorter keys are too easy to guess through the login form. */
const OPERATOR_KEY_MIN_LENGTH = 16;
const SESSION_MS = 8 * 60 * 60 * 1000;
/** Long enough to write a careful answer; the page gives a fresh token each time it is opened. */
const FORM_TOKEN_MS = 3 * 60 * 60 * 1000;

export type OperatorKeyState = { on: true; key: string } | { on: false; why: string };

/** OPERATOR_KEY, read when asked so that an operator can turn the page off with a restart. */
export function operatorKeyState(env: NodeJS.ProcessEnv = process.env): OperatorKeyState {
  const key = env.OPERATOR_KEY?.trim() ?? '';
  if (!key) return { on: false, why: 'The operator page is off.' };
  if (key.length < OPERATOR_KEY_MIN_LENGTH)
    return {
      on: false,
      why: `The operator page is off: OPERATOR_KEY must be at least ${OPERATOR_KEY_MIN_LENGTH} characters.`,
    };
  return { on: true, key };
}

const sign = (key: string, text: string) => createHmac('sha256', key).update(text).digest('base64url');

function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** True when `given` is the operator key. */
export const isOperatorKey = (key: string, given: unknown): boolean =>
  typeof given === 'string' && sameText(given, key);

/** A new session: its own random id and expiry, and the cookie value that signs both. */
export function newSession(key: string, now: Date): { id: string; expires: Date; value: string } {
  const expires = now.getTime() + SESSION_MS;
  const id = randomBytes(18).toString('base64url');
  return {
    id,
    expires: new Date(expires),
    value: `${expires}.${id}.${sign(key, `session:${expires}:${id}`)}`,
  };
}

/** The id of a signed session cookie that has not expired; null for anything else. */
export function signedSessionId(key: string, value: string | undefined, now: Date): string | null {
  const [expires, id, signature, extra] = (value ?? '').split('.');
  if (!expires || !id || !signature || extra !== undefined || Number(expires) <= now.getTime()) return null;
  return sameText(signature, sign(key, `session:${expires}:${id}`)) ? id : null;
}

/** The id a session cookie names, signed or not: enough to end that session. */
export const sessionIdOf = (value: string | undefined): string | null => (value ?? '').split('.')[1] || null;

/** The cookies of a request by name (no cookie library for one cookie). */
function cookiesOf(request: FastifyRequest): Map<string, string> {
  const header = request.headers.cookie ?? '';
  const pairs = header.split(';').map((part) => {
    const at = part.indexOf('=');
    return at < 0 ? ['', ''] : [part.slice(0, at).trim(), part.slice(at + 1).trim()];
  });
  return new Map(pairs.filter(([name]) => name) as [string, string][]);
}

/** The operator session cookie a request carries, if any. */
export const operatorCookieOf = (request: FastifyRequest): string | undefined =>
  cookiesOf(request).get(OPERATOR_COOKIE);

/** The Set-Cookie of a session (or of its end, with no value): HttpOnly, SameSite=Strict, for the page only. */
export function sessionCookie(value: string | null, request: FastifyRequest): string {
  const parts = [
    `${OPERATOR_COOKIE}=${value ?? ''}`,
    'Path=/api/operator',
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${value ? SESSION_MS / 1000 : 0}`,
  ];
  if (request.protocol === 'https') parts.push('Secure');
  return parts.join('; ');
}

/** A token for the forms of one page, tied to the session that opened it. */
export function newFormToken(key: string, session: string, now: Date): string {
  const expires = now.getTime() + FORM_TOKEN_MS;
  const nonce = randomBytes(12).toString('base64url');
  return `${expires}.${nonce}.${sign(key, `form:${session}:${expires}:${nonce}`)}`;
}

export function validFormToken(key: string, session: string, token: unknown, now: Date): boolean {
  if (typeof token !== 'string') return false;
  const [expires, nonce, signature, extra] = token.split('.');
  if (!expires || !nonce || !signature || extra !== undefined || Number(expires) <= now.getTime())
    return false;
  return sameText(signature, sign(key, `form:${session}:${expires}:${nonce}`));
}
