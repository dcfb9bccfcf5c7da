import type { FastifyReply } from 'fastify';
import { HttpError } from '../http-errors';
import type { LimitCounters } from './limit-counters';

const WINDOW_MS = 60_000;

/** The 429 of too many wrong keys from one address, in the API's error format. */
class TooManyWrongKeysError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

interface WrongKeyLimitOptions {
  /** Keeps this limit's counters apart from others' in a shared store. */
  scope: string;
  maxPerMinute: number;
  /** What the refused client reads. */
  message: string;
  counters: LimitCounters;
}

/**
 * Wrong keys per client address and minute. Only a wrong key counts, so a household or a
 * school behind one address signing in many devices is never held back, while guessing
 * stays slow. Once an address is over the limit every key it sends is refused until its
 * minute is over, a right one too: answering a right key then would tell it apart from the
 * wrong ones and the guessing would go on. Counted where `counters` keep them: across every
 * instance on PostgreSQL, in this process on the embedded database (limitCountersFor).
 */
export function createWrongKeyLimit({ scope, maxPerMinute, message, counters }: WrongKeyLimitOptions) {
  const keyOf = (address: string) => `${scope}:${address}`;
  return {
    /**
     * Refuses the request (429, seconds to wait in Retry-After) when the address is over
     * the limit.
     * @throws TooManyWrongKeysError
     */
    async check(address: string, reply: FastifyReply, now: Date): Promise<void> {
      const { count, ttlMs } = await counters.read(keyOf(address), now);
      if (count < maxPerMinute) return;
      const retryAfterSeconds = Math.ceil(ttlMs / 1000);
      reply.header('retry-after', String(retryAfterSeconds));
      throw new TooManyWrongKeysError(message, retryAfterSeconds);
    },
    /** Counts one wrong key from the address. */
    async miss(address: string, now: Date): Promise<void> {
      await counters.hit(keyOf(address), WINDOW_MS, now);
    },
  };
}
