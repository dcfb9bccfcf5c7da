import { and, eq } from 'drizzle-orm';
import { UNKNOWN_COORDINATE } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { activations, sponsors } from '../../db/schema';

export interface Activation {
  sponsorId: number;
  latitude: number;
  longitude: number;
}

/** -999 (unknown) or 0,0 (denied or unknown, SPEC §3 Coordinates) is no place at all. */
function knownPlace({ latitude, longitude }: Activation) {
  const unknown =
    latitude === UNKNOWN_COORDINATE ||
    longitude === UNKNOWN_COORDINATE ||
    (latitude === 0 && longitude === 0);
  return unknown ? { latitude: null, longitude: null } : { latitude, longitude };
}

/**
 * POST users/{uid}/Activation/: a lite-mode session with a selected sponsor (SPEC §4 landing
 * flow 4). False, and nothing recorded, when the sponsor is unknown or inactive.
 */
export async function recordActivation(db: Database, userId: number, activation: Activation, at: Date) {
  const [sponsor] = await db
    .select({ id: sponsors.id })
    .from(sponsors)
    .where(and(eq(sponsors.id, activation.sponsorId), eq(sponsors.active, true)));
  if (!sponsor) return false;
  await db.insert(activations).values({ userId, sponsorId: sponsor.id, ...knownPlace(activation), at });
  return true;
}
