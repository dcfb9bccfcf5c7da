/** SQLSTATE 22003 numeric_value_out_of_range: a number too large for its column. */
const NUMBER_OUT_OF_RANGE = '22003';

export const NUMBER_TOO_LARGE_MESSAGE = 'A number in the request is too large.';

/**
 * Whether the database refused a value the request carried as out of range for its column
 * (an id above PostgreSQL's integer, say). Contracts bound most numbers, but an id schema that
 * forgot its maximum must still give the gardener a 400, never a 500. Drizzle wraps the
 * driver's error, so the cause chain is read too (PGlite and pg both set `code`).
 */
export function isNumberOutOfRange(error: unknown): boolean {
  for (let at: unknown = error, depth = 0; at && depth < 5; depth++) {
    if ((at as { code?: unknown }).code === NUMBER_OUT_OF_RANGE) return true;
    at = (at as { cause?: unknown }).cause;
  }
  return false;
}
