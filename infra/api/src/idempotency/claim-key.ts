import type { Database } from '../db/database';
import { badRequest, HttpError } from '../http-errors';
import { IDEMPOTENCY_KEY_HEADER } from './idempotency-key';
import { reserveKey, recordOfKey, takeOverKey, type KeyHold } from './kept-answers';
import { useOfKey, type KeptAnswer } from './key-rules';

export const KEY_OF_ANOTHER_REQUEST_MESSAGE = 'This Idempotency-Key was already used for another request.';
export const KEY_IN_PROGRESS_MESSAGE =
  'A request with this Idempotency-Key is still being handled. Please try again in a moment.';

/** What a request with a key does: run, holding the key, or answer what was kept. */
export type Claim = { kind: 'held' } | { kind: 'replay'; answer: KeptAnswer };

const HELD: Claim = { kind: 'held' };
const inProgress = () => new HttpError(409, KEY_IN_PROGRESS_MESSAGE);

/**
 * Claims the gardener's key for a request before its handler runs: a new key is reserved;
 * a key kept for this very request answers what was kept; a key of another request is a 400
 * and one still in progress a 409 (the client retries later), unless abandoned or expired,
 * which this request takes over. Throws the 400 and 409 as the API's errors.
 */
export async function claimKey(
  db: Database,
  hold: KeyHold,
  request: { method: string; url: string },
  now: Date,
): Promise<Claim> {
  const reservation = { ...hold, method: request.method, url: request.url, now };
  // Twice: a key released (its request failed) between the insert and the read is free again.
  for (let attempt = 0; attempt < 2; attempt++) {
    if (await reserveKey(db, reservation)) return HELD;
    const record = await recordOfKey(db, hold);
    if (!record) continue;
    const use = useOfKey(record, request, now);
    if (use.kind === 'replay') return use;
    if (use.kind === 'other-request')
      throw badRequest(KEY_OF_ANOTHER_REQUEST_MESSAGE, {
        [`headers.${IDEMPOTENCY_KEY_HEADER}`]: KEY_OF_ANOTHER_REQUEST_MESSAGE,
      });
    if (use.kind === 'in-progress') throw inProgress();
    // Another request taking it over at the same time wins, and this one is told to wait.
    if (await takeOverKey(db, reservation, record.holder)) return HELD;
    throw inProgress();
  }
  throw inProgress();
}
