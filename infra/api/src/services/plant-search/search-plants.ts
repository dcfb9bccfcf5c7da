import { and, count, sql } from 'drizzle-orm';
import type { PlantPage, PlantSearchCriteria } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { plants } from '../../db/schema';
import { plantListItems } from '../plants/plant-list-items';
import { hardinessSpan } from './hardiness-filter';
import { checkListIds } from './list-ids';
import { filterConditions } from './plant-filters';
import { bodyField, type FieldOf } from './search-fields';
import { orderColumns, searchOrder } from './search-order';
import { textSearch } from './search-text';
import { stagedPage } from './staged-page';
import { inchRange } from './size-range';
import { thrivesIn, zoneConditions } from './thrive-filter';

/**
 * POST users/0/PlantSearch/ (and the quick search mapped onto it): one page of the
 * catalogue plants matching the text and every filter, in the asked order, with the
 * number of all matches. With a zone (zid) only plants that thrive there are kept, and
 * each carries its score there. Ids of things the caller must own (YardId, zid) are
 * 404 / 403 when they are not theirs; ids not in their reference list are a 400.
 */
export async function searchPlants(
  db: Database,
  userId: number,
  criteria: PlantSearchCriteria,
  fieldOf: FieldOf = bodyField,
): Promise<PlantPage> {
  // One after the other, so a request with several faults always gets the same answer.
  await checkListIds(db, criteria, fieldOf);
  const hardiness = await hardinessSpan(db, userId, criteria, fieldOf);
  const zone = criteria.zid ? await zoneConditions(db, userId, criteria.zid) : undefined;
  const text = textSearch(criteria.k);
  const where = and(
    text?.where,
    ...filterConditions({
      ...criteria,
      hardiness,
      height: inchRange(criteria.AdultHeight),
      spread: inchRange(criteria.AdultSpread),
      thriving: zone ? await thrivesIn(db, zone) : null,
    }),
  );
  const { i, c } = criteria;
  const matching = db
    .select({ ...orderColumns, ...text?.columns })
    .from(plants)
    .where(where);
  const page = stagedPage(matching.getSQL(), searchOrder(criteria.s, text), { limit: c, offset: i * c });
  const { rows, total } = await withIndexPlans(db, text !== null, async (tx) => {
    const result = (await tx.execute(page)) as { rows: { id: number; total: number | string }[] };
    const found = result.rows.map((row) => ({ id: Number(row.id), total: Number(row.total) }));
    // A page past the end has no row to carry the total.
    return { rows: found, total: found[0]?.total ?? (i > 0 ? await countMatches(tx, where) : 0) };
  });
  const ids = rows.map((row) => row.id);
  const items = await plantListItems(db, userId, ids, zone ? { scoreIn: zone } : {});
  return { Items: items, TotalRows: total, i, c };
}

/**
 * Runs a text search with sequential scans of the catalogue ruled out. pg_trgm declares its
 * word similarity as cheap as comparing two integers, so for a word found in many names
 * ("red", "blue") the planner can take a scan of every plant to cost less than the indexes;
 * but such a scan computes the similarity (5-30 µs) for every plant no word matched, tens of
 * thousands at 50,000 plants, where the indexes hand over only the candidates. Without text
 * there is no index to prefer, so nothing is ruled out.
 */
async function withIndexPlans<T>(db: Database, hasText: boolean, work: (db: Database) => Promise<T>) {
  if (!hasText) return work(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    return work(tx);
  });
}

async function countMatches(db: Database, where: ReturnType<typeof and>): Promise<number> {
  const [row] = await db.select({ n: count() }).from(plants).where(where);
  return row?.n ?? 0;
}
