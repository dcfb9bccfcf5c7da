import { eq } from 'drizzle-orm';
import type { LandingPageRequest } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';

/** POST users/{uid}/LandingPage/: where the gardener lands after sign-in (SPEC §4). */
export async function setLandingPage(
  db: Database,
  userId: number,
  landingPage: LandingPageRequest['LandingPage'],
) {
  await db.update(users).set({ landingPage }).where(eq(users.id, userId));
}
