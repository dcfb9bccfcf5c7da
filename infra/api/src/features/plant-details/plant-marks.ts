import { and, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { favoritePlants, plantNotes, plantViews } from '../../db/schema';
import { knownPlant } from '../common/known-plant';

/** What the gardener has marked on a plant: favorite, notes and when they last opened it. */
export interface PlantMarks {
  isFavorite: boolean;
  notes: string;
  lastSeenAt: string | null;
}

const mine = (table: { userId: PgColumn; plantId: PgColumn }, userId: number, plantId: number) =>
  and(eq(table.userId, userId), eq(table.plantId, plantId));

/** Only the caller's own marks: every query is keyed by the caller's id. */
export async function plantMarks(db: Database, userId: number, plantId: number): Promise<PlantMarks> {
  const [favorite, note, view] = await Promise.all([
    db
      .select()
      .from(favoritePlants)
      .where(mine(favoritePlants, userId, plantId)),
    db
      .select()
      .from(plantNotes)
      .where(mine(plantNotes, userId, plantId)),
    db
      .select()
      .from(plantViews)
      .where(mine(plantViews, userId, plantId)),
  ]);
  return {
    isFavorite: favorite.length > 0,
    notes: note[0]?.notes ?? '',
    lastSeenAt: view[0]?.lastSeenAt.toISOString() ?? null,
  };
}

/**
 * PATCH Users/{uid}/PlantView/{id}/: records that the gardener opened the plant now, and
 * where. The details page reads the previous time before it records the new one.
 */
export async function recordPlantView(
  db: Database,
  userId: number,
  plantId: number,
  place: { Latitude: number | null; Longitude: number | null },
  at: Date,
): Promise<{ LastSeenAt: string }> {
  await knownPlant(db, plantId);
  const row = { latitude: place.Latitude, longitude: place.Longitude, lastSeenAt: at };
  await db
    .insert(plantViews)
    .values({ userId, plantId, ...row })
    .onConflictDoUpdate({ target: [plantViews.userId, plantViews.plantId], set: row });
  return { LastSeenAt: at.toISOString() };
}

/** POST Users/{uid}/PlantNotes/{id}/: saves the gardener's notes; '' deletes them. */
export async function savePlantNotes(
  db: Database,
  userId: number,
  plantId: number,
  notes: string,
  at: Date,
): Promise<{ Notes: string; UpdatedAt: string | null }> {
  await knownPlant(db, plantId);
  if (notes === '') {
    await db.delete(plantNotes).where(mine(plantNotes, userId, plantId));
    return { Notes: '', UpdatedAt: null };
  }
  await db
    .insert(plantNotes)
    .values({ userId, plantId, notes, updatedAt: at })
    .onConflictDoUpdate({ target: [plantNotes.userId, plantNotes.plantId], set: { notes, updatedAt: at } });
  return { Notes: notes, UpdatedAt: at.toISOString() };
}
