import { asc, eq } from 'drizzle-orm';
import type { ExportRow } from '@thrive/shared/contracts';
import type { Database } from '../../../db/database';
import { plants, plantZones, userTasks, yards, zones } from '../../../db/schema';

/** Timestamps leave as ISO 8601 text, the same in JSON and CSV. */
export const iso = (at: Date) => at.toISOString();

/** The gardener's yards; like every export query, filtered by the owner's id. */
export async function yardRows(db: Database, userId: number): Promise<ExportRow<'yards'>[]> {
  const rows = await db
    .select({
      id: yards.id,
      name: yards.name,
      address: yards.address,
      city: yards.city,
      state: yards.state,
      postalCode: yards.postalCode,
      latitude: yards.latitude,
      longitude: yards.longitude,
      hardinessZoneId: yards.hardinessZoneId,
      isPublic: yards.isPublic,
      createdAt: yards.createdAt,
    })
    .from(yards)
    .where(eq(yards.userId, userId))
    .orderBy(asc(yards.id));
  return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) }));
}

export async function zoneRows(db: Database, userId: number): Promise<ExportRow<'zones'>[]> {
  const rows = await db
    .select({
      id: zones.id,
      yardId: zones.yardId,
      yardName: yards.name,
      name: zones.name,
      sunRequirementId: zones.sunRequirementId,
      waterRequirementId: zones.waterRequirementId,
      notes: zones.notes,
      createdAt: zones.createdAt,
    })
    .from(zones)
    .innerJoin(yards, eq(yards.id, zones.yardId))
    .where(eq(zones.userId, userId))
    .orderBy(asc(zones.id));
  return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) }));
}

/** The plants in the gardener's zones, named from the catalogue. */
export async function plantRows(db: Database, userId: number): Promise<ExportRow<'plants'>[]> {
  const rows = await db
    .select({
      id: plantZones.id,
      zoneId: plantZones.zoneId,
      zoneName: zones.name,
      plantId: plantZones.plantId,
      commonName: plants.commonName,
      botanicalName: plants.botanicalName,
      fertilizerId: plantZones.fertilizerId,
      addedAt: plantZones.addedAt,
    })
    .from(plantZones)
    .innerJoin(zones, eq(zones.id, plantZones.zoneId))
    .innerJoin(plants, eq(plants.id, plantZones.plantId))
    .where(eq(plantZones.userId, userId))
    .orderBy(asc(plantZones.id));
  return rows.map((row) => ({ ...row, addedAt: iso(row.addedAt) }));
}

/** Care tasks, pending and done: the names kept on the row outlive a removed plant or zone. */
export async function taskRows(db: Database, userId: number): Promise<ExportRow<'tasks'>[]> {
  const rows = await db
    .select({
      id: userTasks.id,
      yardId: userTasks.yardId,
      zoneId: userTasks.zoneId,
      plantId: userTasks.plantId,
      source: userTasks.source,
      taskType: userTasks.taskType,
      commonName: userTasks.commonName,
      zoneName: userTasks.zoneName,
      details: userTasks.details,
      dueDate: userTasks.dueDate,
      dateCompleted: userTasks.dateCompleted,
      taskStatusId: userTasks.taskStatusId,
      notes: userTasks.notes,
      createdAt: userTasks.createdAt,
    })
    .from(userTasks)
    .where(eq(userTasks.userId, userId))
    .orderBy(asc(userTasks.dueDate), asc(userTasks.id));
  return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) }));
}
