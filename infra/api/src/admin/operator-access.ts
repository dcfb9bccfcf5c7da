import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { limitCountersFor } from '../rate-limits/limit-counters';
import { createKeyGuessLimit } from './operator-key-guesses';
import {
  isOperatorKey,
  newSession,
  OPERATOR_KEY_HEADER,
  operatorCookieOf,
  sessionIdOf,
  signedSessionId,
} from './operator-session';
import { endOperatorSession, isOperatorSessionLive, recordOperatorSession } from './operator-session-records';

/**
 * Who may use the operator page: the operator's key in the
 * X-Operator-Key header (scripts; wrong ones limited per client address to
 * `keyGuessesPerMinute`) or a session cookie the sign-in form set and signing out has not ended.
 */
export function operatorAccess(db: Database, { keyGuessesPerMinute }: { keyGuessesPerMinute: number }) {
  const keyGuesses = createKeyGuessLimit(keyGuessesPerMinute, limitCountersFor(db));

  return {
    /**
     * The operator, or null. `session` is what form tokens are tied to.
     * @throws TooManyWrongKeysError (429) when the address sent too many wrong keys this minute.
     */
    async operatorOf(
      key: string,
      request: FastifyRequest,
      reply: FastifyReply,
      now: Date,
    ): Promise<{ session: string } | null> {
      const given = request.headers[OPERATOR_KEY_HEADER];
      if (given !== undefined) {
        await keyGuesses.check(request.ip, reply, now);
        if (isOperatorKey(key, given)) return { session: 'key-header' };
        await keyGuesses.miss(request.ip, now);
      }
      const cookie = operatorCookieOf(request);
      const id = signedSessionId(key, cookie, now);
      return cookie && id && (await isOperatorSessionLive(db, id)) ? { session: cookie } : null;
    },

    /** A new live session: the value of its cookie. */
    async signIn(key: string, now: Date): Promise<string> {
      const session = newSession(key, now);
      await recordOperatorSession(db, session.id, session.expires, now);
      return session.value;
    },

    /** Ends the session of the request's cookie on every instance (a cookie naming none: nothing). */
    async signOut(request: FastifyRequest): Promise<void> {
      const id = sessionIdOf(operatorCookieOf(request));
      if (id) await endOperatorSession(db, id);
    },
  };
}
