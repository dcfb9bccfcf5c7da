import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { landscapeDesignPlants, landscapeDesigns } from '../../db/schema';
import { notFound } from '../../http-errors';

export type DesignRow = typeof landscapeDesigns.$inferSelect;
export type DesignPlantRow = typeof landscapeDesignPlants.$inferSelect;

/**
 * A design the caller may use: 404 when there is none or it is another gardener's (the same
 * answer, so that ids cannot be mapped).
 * The route guard checks ids in the path; services check again, and check ids from a
 * query or body (TogglePlantLandscape's designId, PUT's designId).
 */
export async function ownedDesign(db: Database, userId: number, designId: number): Promise<DesignRow> {
  const [design] = await db.select().from(landscapeDesigns).where(eq(landscapeDesigns.id, designId));
  if (design?.userId !== userId) throw notFound(`There is no design ${designId}.`);
  return design;
}

/** A plant row of one of the caller's designs, with that design (404 as for designs). */
export async function ownedDesignPlant(
  db: Database,
  userId: number,
  designPlantId: number,
): Promise<{ row: DesignPlantRow; design: DesignRow }> {
  const [row] = await db
    .select()
    .from(landscapeDesignPlants)
    .where(eq(landscapeDesignPlants.id, designPlantId));
  const none = notFound(`There is no plant in a design ${designPlantId}.`);
  if (!row) throw none;
  const [design] = await db.select().from(landscapeDesigns).where(eq(landscapeDesigns.id, row.designId));
  if (!design || design.userId !== userId) throw none;
  return { row, design };
}
