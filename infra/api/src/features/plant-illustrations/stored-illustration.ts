import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { plantIllustrations } from '../../db/schema';
import { notFound } from '../../http-errors';

/** A plant's illustration as the seed stored it; 404 for a plant that has none. */
export async function storedIllustration(
  db: Database,
  plantId: number,
): Promise<{ svg: string; hash: string }> {
  const [row] = await db
    .select({ svg: plantIllustrations.svg, hash: plantIllustrations.hash })
    .from(plantIllustrations)
    .where(eq(plantIllustrations.plantId, plantId));
  if (!row) throw notFound(`There is no plant ${plantId}.`);
  return row;
}
