import { getTableColumns, sql } from 'drizzle-orm';
import { type Database, plantAttributes, plants } from '../../infra/api/src/harness';
import type { GeneratedPlant, PlantRow } from './plant-catalogue';

/** Rows a statement carries: one JSON parameter each, so no limit on bind parameters applies. */
const BATCH = 5_000;
/** Every column but the serial id: [the row's key, the column's name]. */
const fields = Object.entries(getTableColumns(plants))
  .filter(([, column]) => column.name !== 'id')
  .map(([key, column]) => [key as keyof PlantRow, column.name] as const);
const columnList = sql.raw(fields.map(([, name]) => `"${name}"`).join(', '));

/**
 * Adds the plants and their attribute links in one transaction, a batch per statement: the
 * rows travel as one JSON document that the database expands (json_populate_recordset), so
 * the embedded database parses a few statements instead of 50,000 rows of parameters.
 * Links find their plant by its botanical name, which is unique. The catalogue's GIN indexes
 * are dropped for the load and built again from their own definitions, as bulk loads do:
 * built at once they take seconds, kept up plant by plant (they have no fastupdate) minutes.
 */
export async function insertPlants(db: Database, generated: readonly GeneratedPlant[]): Promise<void> {
  await db.transaction(async (tx) => {
    const gin = (await tx.execute(sql`SELECT indexname, indexdef FROM pg_indexes
      WHERE schemaname = current_schema() AND tablename = 'plants' AND indexdef LIKE '% USING gin %'`)) as {
      rows: { indexname: string; indexdef: string }[];
    };
    for (const index of gin.rows) await tx.execute(sql`DROP INDEX ${sql.identifier(index.indexname)}`);
    for (let start = 0; start < generated.length; start += BATCH) {
      const batch = generated.slice(start, start + BATCH);
      const rows = batch.map(({ plant }) =>
        Object.fromEntries(fields.map(([key, name]) => [name, plant[key] ?? null])),
      );
      await tx.execute(sql`INSERT INTO ${plants} (${columnList})
        SELECT ${columnList} FROM json_populate_recordset(NULL::${plants}, ${JSON.stringify(rows)}::json)`);
      const links = batch.flatMap(({ plant, attributes }) =>
        attributes.map((link) => ({
          botanical_name: plant.botanicalName,
          list: link.list,
          item_id: link.itemId,
        })),
      );
      await tx.execute(sql`INSERT INTO ${plantAttributes} (plant_id, list, item_id)
        SELECT p.id, l.list, l.item_id
        FROM json_to_recordset(${JSON.stringify(links)}::json) AS l(botanical_name text, list text, item_id integer)
        JOIN ${plants} AS p ON p.botanical_name = l.botanical_name`);
    }
    for (const index of gin.rows) await tx.execute(sql.raw(index.indexdef));
  });
}
