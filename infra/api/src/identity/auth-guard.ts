import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { forbidden, unauthorized } from '../http-errors';
import type { TokenCache } from './token-cache';
import { userIdOfAppHeader } from './route-access';
import { checkOwnedId } from './owned-id-guard';

interface GuardOptions {
  db: Database;
  /** Checked tokens, remembered for a few seconds (token-cache.ts). */
  tokens: TokenCache;
  clock: () => Date;
  /** Throws 401/403 unless the request is an operator's (see admin/admin-access.ts). */
  checkAdmin: (request: FastifyRequest) => void;
}

/**
 * Authentication and ownership for every route of the API (SPEC §6, DESIGN §4):
 * `user` routes need a live token whose user matches X-App (else 401), and a `{uid}`
 * in the path must be that user (else 403), and so must the owner of an owned id
 * (`config.idScope`, see owned-id-guard.ts).
 */
export function installAuthGuard(
  app: FastifyInstance,
  { db, tokens, clock, checkAdmin }: GuardOptions,
): void {
  app.decorateRequest('userId', 0);
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access ?? 'user';
    if (access === 'public') return;
    if (access === 'admin') {
      checkAdmin(request);
      return;
    }
    const token = request.headers['x-token'];
    if (typeof token !== 'string' || token === '') throw unauthorized();
    const userId = await tokens.userOf(token, clock());
    if (userId === null || userIdOfAppHeader(request.headers['x-app']) !== userId) throw unauthorized();
    const uid = (request.params as Record<string, string | undefined>).uid;
    if (uid !== undefined && Number(uid) !== userId) throw forbidden();
    request.userId = userId;
    await checkOwnedId(db, request);
  });
}
