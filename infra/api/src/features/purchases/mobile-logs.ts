import { MOBILE_LOG_DATA_MAX_CHARS, MOBILE_LOG_MESSAGE_MAX_CHARS } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { mobileLogs } from '../../db/schema';

/** Text data is kept as sent; anything else as its JSON. */
function dataText(data: unknown): string {
  if (data === undefined || data === null) return '';
  return typeof data === 'string' ? data : JSON.stringify(data);
}

/**
 * POST Mobile/{uid}/Logging: a line from the mobile wrapper. Long messages and data are cut
 * to their caps rather than refused: the wrapper logs errors and must not fail doing so.
 */
export async function recordMobileLog(
  db: Database,
  userId: number,
  { message, data }: { message: string; data: unknown },
  at: Date,
) {
  await db.insert(mobileLogs).values({
    userId,
    message: message.slice(0, MOBILE_LOG_MESSAGE_MAX_CHARS),
    data: dataText(data).slice(0, MOBILE_LOG_DATA_MAX_CHARS),
    at,
  });
}
