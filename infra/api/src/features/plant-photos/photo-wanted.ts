import { and, asc, eq, inArray, notExists } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { importedPlantPhotos, plants } from '../../db/schema';

/** A catalogue plant to look for a photo of. */
export interface PlantWantingPhoto {
  id: number;
  botanicalName: string;
}

export interface WantedOptions {
  /** Also the plants imported from USDA PLANTS; else our curated catalogue only. */
  all: boolean;
  /** At most this many plants (undefined: every one). */
  limit?: number;
}

/**
 * The plants `fetch-images` tries, by id: those without an imported photo, so a run that
 * stopped half-way (or a second run) goes on where the first left off.
 */
export async function plantsWantingPhotos(
  db: Database,
  { all, limit }: WantedOptions,
): Promise<PlantWantingPhoto[]> {
  const query = db
    .select({ id: plants.id, botanicalName: plants.botanicalName })
    .from(plants)
    .where(
      and(
        all ? undefined : eq(plants.source, 'curated'),
        notExists(
          db
            .select({ id: importedPlantPhotos.id })
            .from(importedPlantPhotos)
            .where(eq(importedPlantPhotos.plantId, plants.id)),
        ),
      ),
    )
    .orderBy(asc(plants.id))
    .$dynamic();
  return limit === undefined ? query : query.limit(limit);
}

/** Which of these source ids are already imported (for any plant): they are not fetched again. */
export async function knownSourceIds(db: Database, sourceIds: readonly string[]): Promise<string[]> {
  if (sourceIds.length === 0) return [];
  const rows = await db
    .select({ sourceId: importedPlantPhotos.sourceId })
    .from(importedPlantPhotos)
    .where(inArray(importedPlantPhotos.sourceId, [...new Set(sourceIds)]));
  return rows.map((row) => row.sourceId);
}
