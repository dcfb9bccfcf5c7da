import { and, asc, eq } from 'drizzle-orm';
import type { Yard } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { yards, zones } from '../../db/schema';
import { refreshCareCalendar } from '../care-calendar/refresh-calendar';
import { copyZoneInto } from '../zones/copy-zone';
import { copyName } from '../common/copy-name';
import { ownedYard } from '../common/owned-yard';
import { getYard } from './yards-service';

/**
 * GET users/{uid}/CopyYard/{id}: "Copy of {name}" with every zone (same names) and their
 * plants and fertilizers. The copy is never the default yard, and is private until the
 * gardener makes it public.
 */
export async function copyYard(db: Database, userId: number, yardId: number, today: string): Promise<Yard> {
  const source = await ownedYard(db, userId, yardId);
  const id = await db.transaction(async (tx) => {
    const taken = await tx.select({ name: yards.name }).from(yards).where(eq(yards.userId, userId));
    const { id: _id, createdAt: _createdAt, ...place } = source;
    const [created] = await tx
      .insert(yards)
      .values({
        ...place,
        userId,
        name: copyName(
          source.name,
          taken.map((yard) => yard.name),
        ),
        isPublic: false,
      })
      .returning({ id: yards.id });
    const sourceZones = await tx
      .select()
      .from(zones)
      .where(and(eq(zones.yardId, yardId), eq(zones.userId, userId)))
      .orderBy(asc(zones.createdAt), asc(zones.id));
    for (const zone of sourceZones)
      await copyZoneInto(tx, userId, zone, { yardId: created!.id, name: zone.name });
    await refreshCareCalendar(tx, userId, today, { yardIds: [created!.id] });
    return created!.id;
  });
  return getYard(db, userId, id);
}
