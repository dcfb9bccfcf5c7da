import { memoryLimitCounters, type LimitCounters } from '../rate-limits/limit-counters';
import { createWrongKeyLimit } from '../rate-limits/wrong-key-limit';

export const TOO_MANY_KEY_GUESSES_MESSAGE =
  'Too many wrong operator keys from this address. Please wait a minute and try again.';

/** Wrong X-Operator-Key headers per client address and minute, limited like the sign-in link. */
export function createKeyGuessLimit(maxPerMinute: number, counters: LimitCounters = memoryLimitCounters()) {
  return createWrongKeyLimit({
    scope: 'operator-key-guesses',
    maxPerMinute,
    message: TOO_MANY_KEY_GUESSES_MESSAGE,
    counters,
  });
}
