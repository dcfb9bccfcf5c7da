import { HttpError } from '../http-errors';

export const TOO_MANY_KEY_GUESSES_MESSAGE =
  'Too many wrong operator keys from this address. Please wait a minute and try again.';

const WINDOW_MS = 60_000;

/**
 * Wrong X-Operator-Key headers per client address and minute, limited like the sign-in form.
 * A right key is not counted, so a script that has the key is never held back; but once an
 * address is over the limit every key it sends is refused until its minute is over, the right
 * one too: answering a right key then would tell it apart from the wrong ones and the guessing
 * would go on. Counted in this instance's memory, like the sign-in form's limit: with several
 * instances behind a balancer an address gets at most this many guesses per instance.
 */
export function createKeyGuessLimit(maxPerMinute: number) {
  const misses = new Map<string, { count: number; until: number }>();
  const current = (address: string, now: Date) => {
    const entry = misses.get(address);
    if (entry && entry.until > now.getTime()) return entry;
    misses.delete(address);
    return undefined;
  };
  const forgetEnded = (now: Date) => {
    for (const [address, entry] of misses) if (entry.until <= now.getTime()) misses.delete(address);
  };
  return {
    /** Refuses the request (429, seconds to wait in Retry-After) when the address is over the limit. */
    check(address: string, now: Date): void {
      const entry = current(address, now);
      if (entry && entry.count >= maxPerMinute)
        throw new KeyGuessesError(Math.ceil((entry.until - now.getTime()) / 1000));
    },
    /** Counts one wrong key from the address. */
    miss(address: string, now: Date): void {
      const entry = current(address, now);
      if (entry) entry.count += 1;
      else {
        // A guesser rotating addresses leaves one entry each: the ended ones go at once.
        if (misses.size >= 10_000) forgetEnded(now);
        misses.set(address, { count: 1, until: now.getTime() + WINDOW_MS });
      }
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
