import { and, eq } from 'drizzle-orm';
import type { Yard, YardsPublic } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { yards } from '../../db/schema';
import { ownedYard } from '../common/owned-yard';
import { getYard } from '../yards/yards-service';

/**
 * POST users/{uid}/YardsPublic/: shows the yard on its public page, or hides it again.
 * The yard id is in the body, which the route guard does not see: checked here (404 / 403).
 */
export async function setYardPublic(db: Database, userId: number, input: YardsPublic): Promise<Yard> {
  await ownedYard(db, userId, input.YardId);
  await db
    .update(yards)
    .set({ isPublic: input.IsPublic })
    .where(and(eq(yards.id, input.YardId), eq(yards.userId, userId)));
  return getYard(db, userId, input.YardId);
}
