import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { claimKey } from './claim-key';
import { expiredKeysSweep } from './expired-keys-sweep';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeyOf, REPLAYED_HEADER } from './idempotency-key';
import { keepAnswer, releaseKey, type KeyHold } from './kept-answers';
import { keepsAnswer, type KeptAnswer } from './key-rules';
import { keyedCalls } from './keyed-calls';
import { answerIsSecret } from './secret-answers';

function sendKept(reply: FastifyReply, { status, contentType, body }: KeptAnswer): void {
  reply.code(status).header(REPLAYED_HEADER, 'true');
  if (contentType) reply.type(contentType);
  reply.send(body);
}

/** Keeps the answer about to leave; else (a retry is due, or it cannot or must not be kept) frees the key. */
async function settle(db: Database, hold: KeyHold, reply: FastifyReply, payload: unknown): Promise<void> {
  const status = reply.statusCode;
  // A stream (or bytes) cannot be kept as text: such an answer is given again by running again.
  const text = payload === null || payload === undefined ? '' : payload;
  if (keepsAnswer(status) && typeof text === 'string' && !answerIsSecret(reply.request)) {
    const contentType = reply.getHeader('content-type');
    await keepAnswer(db, hold, {
      status,
      contentType: typeof contentType === 'string' ? contentType : null,
      body: text,
    });
  } else await releaseKey(db, hold);
}

/**
 * Honours `Idempotency-Key` on a gardener's writes (keyed-calls.ts), so the app's offline
 * queue can send a write again without it being applied twice: the first request with a key
 * runs and its answer (status, body, content type) is kept for the gardener and key; the
 * same request again gets that answer with `Idempotent-Replayed: true`, its handler not run.
 *
 * Nothing acknowledged is lost to a crash: the key is reserved in the database before the
 * handler runs and the answer is committed there before it leaves. What remains is a crash
 * after the handler's own commit and before the answer's: the key stays in progress, and a
 * retry after ABANDONED_AFTER_MS (key-rules.ts) takes it over and runs the write again. Only
 * one transaction holding both could close that, which the handlers do not share.
 *
 * Install after the auth guard: its onRequest runs first, so the gardener is known and a
 * request it refuses (401, 403) never reserves a key.
 */
export function installIdempotencyKeys(
  app: FastifyInstance,
  { db, clock }: { db: Database; clock: () => Date },
) {
  const keyed = keyedCalls(app.prefix);
  const holds = new WeakMap<FastifyRequest, KeyHold>();
  const sweep = expiredKeysSweep(db);
  app.addHook('onClose', () => sweep.finished());

  // Callback style: a request without the header, most of them, costs no promise.
  app.addHook('onRequest', (request, reply, done) => {
    const header = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (header === undefined || !keyed(request.method, request.routeOptions.url)) return done();
    // A route open to anyone has no gardener to keep the answer for: it ignores the key.
    if (!request.gardenerId) return done();
    const key = idempotencyKeyOf(header);
    // The sender's, not a shared yard's owner's: the key is the sending device's.
    const hold = { userId: request.gardenerId, key, holder: randomUUID() };
    const now = clock();
    sweep.maybeSweep(now);
    claimKey(db, hold, { method: request.method, url: request.url }, now).then((claim) => {
      if (claim.kind === 'replay') return sendKept(reply, claim.answer);
      holds.set(request, hold);
      done();
    }, done);
  });

  // onSend runs for answers and errors alike, before anything is written to the client.
  app.addHook('onSend', (request, reply, payload, done) => {
    const hold = holds.get(request);
    if (!hold) return done(null, payload);
    holds.delete(request);
    settle(db, hold, reply, payload).then(
      () => done(null, payload),
      (error: unknown) => {
        // The answer still goes out; the key stays in progress until abandoned (key-rules.ts).
        request.log.error({ err: error }, 'the answer for an Idempotency-Key was not kept');
        done(null, payload);
      },
    );
  });
}
