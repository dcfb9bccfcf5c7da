import { and, count, sql, type SQL } from 'drizzle-orm';
import type { PlantSearchCriteria, PlantSort } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { plants } from '../../db/schema';
import type { ZoneSpan } from './hardiness-filter';
import { orderColumns, searchOrder } from './search-order';
import type { TextSearch } from './search-text';
import { stagedPage } from './staged-page';

/** One page of matching catalogue plants: their ids in order, and how many match in all. */
export interface MatchingPage {
  ids: readonly number[];
  total: number;
}

interface PageQuery {
  text: TextSearch | null;
  /** Every condition a plant must meet (text and filters). */
  where: SQL | undefined;
  sort: PlantSort;
  /** Page index and page size. */
  i: number;
  c: number;
}

/** The plants of page `i` (of `c` each) in the asked order, and the number of all matches. */
export async function matchingPage(
  db: Database,
  { text, where, sort, i, c }: PageQuery,
): Promise<MatchingPage> {
  const matching = db
    .select({ ...orderColumns, ...text?.columns })
    .from(plants)
    .where(where);
  const page = stagedPage(matching.getSQL(), searchOrder(sort, text), { limit: c, offset: i * c });
  return withIndexPlans(db, text !== null, async (tx) => {
    const result = (await tx.execute(page)) as { rows: { id: number; total: number | string }[] };
    const ids = result.rows.map((row) => Number(row.id));
    const found = result.rows[0];
    // A page past the end has no row to carry the total.
    return { ids, total: found ? Number(found.total) : i > 0 ? await countMatches(tx, where) : 0 };
  });
}

/**
 * What a page of a search without a zone depends on: the criteria, with the yard (the
 * caller's) replaced by the hardiness span it stands for, and the gardener's home yard by
 * its hardiness zone (the "thrives here" order, null when it plays no part), so gardeners
 * in the same zone share the page. The zone filter (zid) is not in it: such searches are
 * not shared.
 */
export function catalogueSearchKey(
  criteria: PlantSearchCriteria,
  hardiness: ZoneSpan | null,
  home: number | null = null,
): string {
  const { YardId: _yard, zid: _zone, ...catalogue } = criteria;
  return JSON.stringify([catalogue, hardiness, home]);
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

async function countMatches(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(plants).where(and(where));
  return row?.n ?? 0;
}
