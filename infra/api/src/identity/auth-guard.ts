import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { unauthorized } from '../http-errors';
import type { TokenCache } from './token-cache';
import { checkPathUid, userIdOfAppHeader } from './route-access';
import { checkBodyOwnedId, checkOwnedId, takesBodyOwnedId, takesOwnedId } from './owned-id-guard';
import { runInRequestScope } from './shared-yard-scope';

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
 * (`config.idScope`, see owned-id-guard.ts), or a member of its yard; an owned id in the
 * body (`config.bodyIdScope`) is checked alike once the body is parsed and valid.
 */
export function installAuthGuard(
  app: FastifyInstance,
  { db, tokens, clock, checkAdmin }: GuardOptions,
): void {
  app.decorateRequest('userId', 0);
  app.decorateRequest('gardenerId', 0);
  app.decorateRequest('yardPlace', undefined);
  /** 401 unless the token's user is the one X-App names, 403 for another's {uid}; else theirs. */
  const admit = (request: FastifyRequest, userId: number | null) => {
    if (userId === null || userIdOfAppHeader(request.headers['x-app']) !== userId) throw unauthorized();
    const uid = (request.params as Record<string, string | undefined>).uid;
    if (uid !== undefined) checkPathUid(uid, userId);
    request.userId = userId;
    request.gardenerId = userId;
  };
  // Callback style, so that the common case (a token checked within the last seconds, no
  // owned id in the path) is decided without a promise on the busiest calls. A throw here
  // is Fastify's to answer, as is an error passed to done.
  app.addHook('onRequest', (request, _reply, done) => {
    const access = request.routeOptions.config.access ?? 'user';
    if (access === 'public') return done();
    if (access === 'admin') {
      checkAdmin(request);
      return done();
    }
    const token = request.headers['x-token'];
    if (typeof token !== 'string' || token === '') throw unauthorized();
    const now = clock();
    const known = tokens.known(token, now);
    if (known !== undefined) {
      admit(request, known);
      // A route with an owned id runs in a scope of its own, which the path's check (here)
      // or the body's (the preHandler below) may mark as a shared yard's.
      if (!takesOwnedId(request) && !takesBodyOwnedId(request)) return done();
      runInRequestScope(() => {
        checkOwnedId(db, request).then(() => done(), done);
      });
      return;
    }
    runInRequestScope(() => {
      tokens
        .userOf(token, now)
        .then((userId) => {
          admit(request, userId);
          return checkOwnedId(db, request);
        })
        .then(() => done(), done);
    });
  });
  // After validation, so the body is parsed and of the route's contract.
  app.addHook('preHandler', async (request) => {
    if (takesBodyOwnedId(request) && (request.routeOptions.config.access ?? 'user') === 'user')
      await checkBodyOwnedId(db, request);
  });
}
