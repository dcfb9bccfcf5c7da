import type { Database } from '../db/database';
import { yards } from '../db/schema';
import type { OwnedKind } from '../identity/route-access';

/**
 * Makes one resource of each owned kind for a user and returns its id, so the route-guard
 * test can call every route that takes such an id as another gardener. A new kind in
 * OWNED_KINDS does not compile until it has a maker here.
 */
export const makeOwnedResource: Record<OwnedKind, (db: Database, ownerId: number) => Promise<number>> = {
  yard: async (db, ownerId) => {
    const [yard] = await db
      .insert(yards)
      .values({ userId: ownerId, name: 'Guarded yard', latitude: 40.75, longitude: -74 })
      .returning({ id: yards.id });
    return yard!.id;
  },
};
