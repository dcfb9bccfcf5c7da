import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/*
 * The operator page's credentials, all derived from OPERATOR_KEY so that any API instance
 * checks what another issued and nothing is stored: a session cookie that expires, and a
 * per-page token every answer form carries (with the SameSite=Strict cookie, a form posted
 * from another site has neither).
 */

export const OPERATOR_KEY_HEADER = 'x-operator-key';
export const OPERATOR_COOKIE = 'thrive_operator';
/** Shorter keys are too easy to guess through the login form. */
export const OPERATOR_KEY_MIN_LENGTH = 16;
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

/** A session cookie's value: its expiry and a signature of it. */
export function newSession(key: string, now: Date): string {
  const expires = now.getTime() + SESSION_MS;
  return `${expires}.${sign(key, `session:${expires}`)}`;
}

function validSession(key: string, value: string | undefined, now: Date): boolean {
  const [expires, signature, extra] = (value ?? '').split('.');
  if (!expires || !signature || extra !== undefined || Number(expires) <= now.getTime()) return false;
  return sameText(signature, sign(key, `session:${expires}`));
}

/** The cookies of a request by name (no cookie library for one cookie). */
function cookiesOf(request: FastifyRequest): Map<string, string> {
  const header = request.headers.cookie ?? '';
  const pairs = header.split(';').map((part) => {
    const at = part.indexOf('=');
    return at < 0 ? ['', ''] : [part.slice(0, at).trim(), part.slice(at + 1).trim()];
  });
  return new Map(pairs.filter(([name]) => name) as [string, string][]);
}

/**
 * Who the request is: the operator by the key in the X-Operator-Key header (scripts) or by a
 * live session cookie (the browser); null otherwise. `session` is what form tokens are tied to.
 */
export function operatorOf(key: string, request: FastifyRequest, now: Date): { session: string } | null {
  if (isOperatorKey(key, request.headers[OPERATOR_KEY_HEADER])) return { session: 'key-header' };
  const cookie = cookiesOf(request).get(OPERATOR_COOKIE);
  return cookie && validSession(key, cookie, now) ? { session: cookie } : null;
}

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
