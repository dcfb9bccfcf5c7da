/** PostgreSQL's unique_violation (SQLSTATE 23505). */
const UNIQUE_VIOLATION = '23505';

/**
 * Whether a failed query broke a unique index, as node-postgres and PGlite report it (drizzle
 * wraps the driver's error in `cause`): for "someone else took it" races a check cannot close.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause)
    if ((cause as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  return false;
}
