import { HttpError } from '../http-errors';
import { memoryLimitCounters, type LimitCounters } from '../rate-limits/limit-counters';

export const TOO_MANY_KEY_GUESSES_MESSAGE =
  'Too many wrong operator keys from this address. Please wait a minute and try again.';

const WINDOW_MS = 60_000;

/**
 * Wrong X-Operator-Key headers per client address and minute, limited like the sign-in form.
 * A right key is not counted, so a script that has the key is never held back; but once an
 * address is over the limit every key it sends is refused until its minute is over, the right
 * one too: answering a right key then would tell it apart from the wrong ones and the guessing
 * would go on. Counted where the sign-in form's limit is (limitCountersFor): across every
 * instance on PostgreSQL, in this process on the embedded database.
 */
export function createKeyGuessLimit(maxPerMinute: number, counters: LimitCounters = memoryLimitCounters()) {
  const keyOf = (address: string) => `operator-key-guesses:${address}`;
  return {
    /** Refuses the request (429, seconds to wait in Retry-After) when the address is over the limit. */
    async check(address: string, now: Date): Promise<void> {
      const { count, ttlMs } = await counters.read(keyOf(address), now);
      if (count >= maxPerMinute) throw new KeyGuessesError(Math.ceil(ttlMs / 1000));
    },
    /** Counts one wrong key from the address. */
    async miss(address: string, now: Date): Promise<void> {
      await counters.hit(keyOf(address), WINDOW_MS, now);
    },
  };
}

export type KeyGuessLimit = ReturnType<typeof createKeyGuessLimit>;

/** The 429 of too many wrong keys, in the API's error format. */
export class KeyGuessesError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, TOO_MANY_KEY_GUESSES_MESSAGE);
  }
}
