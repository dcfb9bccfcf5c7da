import { badRequest } from '../http-errors';

/** The request header that names one write, so that sending it again applies it once. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** On an answer given again from what was kept, rather than by running the call again. */
export const REPLAYED_HEADER = 'idempotent-replayed';

/** Long enough to be unique per device (a UUID is 36), short enough to store per write. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

export const BAD_KEY_MESSAGE =
  'The Idempotency-Key header must be 8 to 100 characters: letters, digits, "-" or "_".';

/**
 * The key of a request that sent the header. A malformed one (empty, too short or long, other
 * characters, sent twice) is bad input: guessing what the client meant could apply its write
 * twice.
 */
export function idempotencyKeyOf(header: string | string[]): string {
  if (typeof header === 'string' && KEY_PATTERN.test(header)) return header;
  throw badRequest(BAD_KEY_MESSAGE, { [`headers.${IDEMPOTENCY_KEY_HEADER}`]: BAD_KEY_MESSAGE });
}
