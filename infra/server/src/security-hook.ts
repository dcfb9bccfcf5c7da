import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX } from '@thrive/api';
import { API_POLICY } from './security-headers';

/**
 * Helmet's default headers, without its CSP (ours depends on the partner). They never
 * change, so the gateway sets this fixed list itself instead of running helmet's
 * middleware, which builds and validates each header again on every request;
 * security-hook.test.ts keeps the list equal to what @fastify/helmet sends.
 */
export const HELMET_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

/**
 * The API's answers are data: helmet's headers and a policy that allows nothing. Also the
 * headers of the answers given before any hook runs (a bad address, oversized headers).
 */
export const API_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  ...HELMET_HEADERS,
  'content-security-policy': API_POLICY,
});
const PAGE_HEADERS = Object.entries(HELMET_HEADERS);

/**
 * Security headers on every response. API answers get theirs with the reply's own headers,
 * which Node writes in one go. Pages and files get them on the raw response, as helmet set
 * them, because a remote's files override one of them there (static-apps.ts: CORP) and
 * the reply's headers would win over that; their CSP follows the request's partner map.
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  pagePolicy: (request: FastifyRequest) => string,
): void {
  const apiPath = `${API_PREFIX}/`;
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith(apiPath)) {
      reply.headers(API_HEADERS);
    } else {
      for (const [name, value] of PAGE_HEADERS) reply.raw.setHeader(name, value);
      reply.header('content-security-policy', pagePolicy(request));
    }
    done();
  });
}
