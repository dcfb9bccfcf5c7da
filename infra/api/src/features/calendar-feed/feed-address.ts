import { eq } from 'drizzle-orm';
import type { CalendarFeed } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { calendarFeeds } from '../../db/schema';
import { hashSecret, newSecret } from '../../identity/secrets';

/** Where the API serves feeds (the API is mounted at /api); the secret and `.ics` follow. */
const CALENDAR_FEED_PATH = '/api/calendar';
const ICS = '.ics';

/** GET users/{uid}/CalendarFeed: whether an address is live; never the address itself. */
export async function calendarFeedStatus(db: Database, userId: number): Promise<CalendarFeed> {
  const [feed] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return { Active: Boolean(feed), CreatedAt: feed?.createdAt.toISOString() ?? null, Url: null };
}

/**
 * POST users/{uid}/CalendarFeed: a new secret address, replacing the old one (which stops
 * working at once: one row per gardener). Only the secret's SHA-256 is kept, so this answer
 * is the only time the address is shown.
 */
export async function createCalendarFeed(db: Database, userId: number, at: Date): Promise<CalendarFeed> {
  const secret = newSecret();
  const fresh = { tokenHash: hashSecret(secret), createdAt: at };
  await db
    .insert(calendarFeeds)
    .values({ userId, ...fresh })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: fresh });
  return { Active: true, CreatedAt: at.toISOString(), Url: `${CALENDAR_FEED_PATH}/${secret}${ICS}` };
}

/** DELETE users/{uid}/CalendarFeed: calendars subscribed to the address stop updating. */
export async function revokeCalendarFeed(db: Database, userId: number): Promise<string> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return 'Your calendar address was turned off. Calendars that subscribed to it will stop updating.';
}

/** The gardener whose feed `token` (`<secret>.ics`) is, or null for an unknown or revoked one. */
export async function feedOwner(db: Database, token: string): Promise<number | null> {
  const secret = token.endsWith(ICS) ? token.slice(0, -ICS.length) : token;
  const [feed] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, hashSecret(secret)));
  return feed?.userId ?? null;
}
