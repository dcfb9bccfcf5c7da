import { and, eq } from 'drizzle-orm';
import type { Zone, ZoneCreate, ZoneInput } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { plantZones, zones } from '../../db/schema';
import { refreshCareCalendar } from '../care-calendar/refresh-calendar';
import { ownedYard } from '../common/owned-yard';
import { ownedZone } from '../common/owned-zone';
import { getZone } from './zone-view';

const fieldsOf = (input: ZoneCreate) => ({
  name: input.Name,
  sunRequirementId: input.SunRequirementId,
  waterRequirementId: input.WaterRequirementId,
  notes: input.Notes ?? '',
});

/** POST users/{uid}/createzone/{yardId}: a new zone in one of the caller's yards. */
export async function createZone(
  db: Database,
  userId: number,
  yardId: number,
  input: ZoneCreate,
): Promise<Zone> {
  await ownedYard(db, userId, yardId);
  const [created] = await db
    .insert(zones)
    .values({ ...fieldsOf(input), yardId, userId })
    .returning({ id: zones.id });
  return getZone(db, userId, created!.id);
}

/**
 * POST users/{uid}/zone: Id 0 creates the zone in YardId; an Id above 0 updates that zone,
 * and a YardId above 0 moves it to that yard. Both ids come from the body, which the route
 * guard does not read, so both are checked here (404 for another's, as for none).
 */
export async function saveZone(db: Database, userId: number, input: ZoneInput, today: string): Promise<Zone> {
  const yardId = input.YardId ?? 0;
  if (!input.Id) return createZone(db, userId, yardId, input);
  const zone = await ownedZone(db, userId, input.Id);
  if (yardId && yardId !== zone.yardId) await ownedYard(db, userId, yardId);
  await db.transaction(async (tx) => {
    await tx
      .update(zones)
      .set({ ...fieldsOf(input), yardId: yardId || zone.yardId })
      .where(and(eq(zones.id, zone.id), eq(zones.userId, userId)));
    // A zone moved to another yard takes its plants to that yard's frost dates and tips.
    const inZone = await tx
      .select({ id: plantZones.id })
      .from(plantZones)
      .where(and(eq(plantZones.zoneId, zone.id), eq(plantZones.userId, userId)));
    await refreshCareCalendar(tx, userId, today, {
      yardIds: [...new Set([zone.yardId, yardId || zone.yardId])],
      plantZoneIds: inZone.map((row) => row.id),
    });
  });
  return getZone(db, userId, zone.id);
}

/** DELETE users/{uid}/zone/{id}: the zone and its plants (plant_zones cascade). */
export async function deleteZone(
  db: Database,
  userId: number,
  zoneId: number,
  today: string,
): Promise<string> {
  const zone = await ownedZone(db, userId, zoneId);
  await db.transaction(async (tx) => {
    await tx.delete(zones).where(and(eq(zones.id, zoneId), eq(zones.userId, userId)));
    await refreshCareCalendar(tx, userId, today, { yardIds: [zone.yardId], plantZoneIds: [] });
  });
  return `The zone "${zone.name}" and its plants were deleted.`;
}
