import { and, eq, inArray } from 'drizzle-orm';
import { UNKNOWN_COORDINATE, type SponsorAdRequest } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { sponsorAdEvents, userSponsors } from '../../db/schema';
import { selectedSponsor } from './sponsors';

/** -999 is SPEC's unknown coordinate: stored as no value rather than as a place. */
const known = (value: number) => (value === UNKNOWN_COORDINATE ? null : value);

/**
 * POST Users/{uid}/SponsorAd: records that the gardener was shown or followed a sponsor ad,
 * counted for their selected sponsor when they have one.
 */
export async function recordSponsorAd(
  db: Database,
  userId: number,
  ad: SponsorAdRequest,
  at: Date,
): Promise<void> {
  const sponsor = await selectedSponsor(db, userId);
  await db.insert(sponsorAdEvents).values({
    userId,
    sponsorId: sponsor?.Id ?? null,
    destinationUrl: ad.destinationUrl,
    address2: ad.address2,
    latitude: known(ad.latitude),
    longitude: known(ad.longitude),
    at,
  });
}

/**
 * POST Users/{uid}/LastSeenSponsors: stamps the gardener's own sponsor rows; ids of sponsors
 * they do not follow are ignored (nothing to stamp, and nobody else's rows are touched).
 */
export async function markSponsorsSeen(db: Database, userId: number, sponsorIds: number[], at: Date) {
  if (!sponsorIds.length) return;
  await db
    .update(userSponsors)
    .set({ lastSeenAt: at })
    .where(and(eq(userSponsors.userId, userId), inArray(userSponsors.sponsorId, sponsorIds)));
}
