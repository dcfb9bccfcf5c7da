import type { Database } from '../db/database';
import { createUser, hasAnyUser } from './users-service';

export const DEMO_EMAIL = 'demo@thrive.garden';

/**
 * First start: a demo gardener with a sample yard (zones and plants), so the app can be
 * tried at once. Keys are stored hashed, so its sign-in key can be shown only now; later,
 * `npm run users -- key <id>`.
 */
export async function ensureDemoGardener(db: Database): Promise<{ id: number; key: string } | null> {
  if (await hasAnyUser(db)) return null;
  return createUser(db, { email: DEMO_EMAIL, firstname: 'Demo Gardener', sampleYard: true });
}
