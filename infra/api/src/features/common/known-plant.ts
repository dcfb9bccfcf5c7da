import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { plants } from '../../db/schema';
import { notFound } from '../../http-errors';

export type CataloguePlantRow = typeof plants.$inferSelect;

/** A catalogue plant named in a path; an unknown id is 404, as for any path id. */
export async function knownPlant(db: Database, plantId: number): Promise<CataloguePlantRow> {
  const [plant] = await db.select().from(plants).where(eq(plants.id, plantId));
  if (!plant) throw notFound(`There is no plant ${plantId}.`);
  return plant;
}
