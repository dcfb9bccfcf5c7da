import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/database';
import { plantAttributes } from '../db/schema';
import { readList } from './reference-files';

/** The pests list (lists/pests.json) and the plant_attributes list its links are kept under. */
export const PESTS_LIST = 'pests';

const pestSchema = z.strictObject({
  Id: z.number().int().positive(),
  Name: z.string().min(3),
  ScientificName: z.string().min(3),
  Genera: z.array(z.string().regex(/^[A-Z][a-z]+$/, 'a genus is one capitalised word')).min(1),
});
export type Pest = z.infer<typeof pestSchema>;

/** The curated pests, checked so a typo fails the seed instead of linking nothing. */
export function readPests(): Pest[] {
  const parsed = z.array(pestSchema).safeParse(readList(PESTS_LIST));
  if (!parsed.success) throw new Error(`reference-data/lists/${PESTS_LIST}.json: ${parsed.error.message}`);
  return parsed.data;
}

/**
 * A plant's genus: the first word of its botanical name ('Solanum lycopersicum' -> 'Solanum').
 * The same rule as `split_part(botanical_name, ' ', 1)` in linkPlantPests.
 */
export function genusOf(botanicalName: string): string {
  return botanicalName.trim().split(' ')[0] ?? '';
}

/**
 * Links every plant of the catalogue, curated or imported, to the pests that attack its
 * genus. The links are rebuilt whole each time: a pest's genera edited in the file, or a
 * plant imported since the last start, is reflected, and running it twice changes nothing.
 */
export async function linkPlantPests(db: Database): Promise<number> {
  const hosts = readPests().flatMap((pest) => pest.Genera.map((genus) => sql`(${genus}, ${pest.Id}::int)`));
  return db.transaction(async (tx) => {
    await tx.delete(plantAttributes).where(eq(plantAttributes.list, PESTS_LIST));
    const linked = await tx.execute(sql`
      insert into plant_attributes (plant_id, list, item_id)
      select p.id, ${PESTS_LIST}, host.pest_id
      from plants p
      join (values ${sql.join(hosts, sql`, `)}) as host(genus, pest_id)
        on split_part(p.botanical_name, ' ', 1) = host.genus
      on conflict do nothing
      returning plant_id`);
    return rowCount(linked);
  });
}

/** Rows an `execute` returned: node-postgres and PGlite answer in different shapes. */
function rowCount(result: unknown): number {
  const { rows } = result as { rows?: unknown[] };
  return Array.isArray(rows) ? rows.length : 0;
}
