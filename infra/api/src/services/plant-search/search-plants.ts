import { and, count, sql } from 'drizzle-orm';
import type { PlantPage, PlantSearchCriteria } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { plants } from '../../db/schema';
import { plantListItems } from '../plants/plant-list-items';
import { hardinessSpan } from './hardiness-filter';
import { checkListIds } from './list-ids';
import { filterConditions } from './plant-filters';
import { bodyField, type FieldOf } from './search-fields';
import { MATCHED, matchedValue, orderColumns, searchOrder } from './search-order';
import { textSearch } from './search-text';
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
  // OFFSET 0 keeps the subquery as it is, so each matching plant's values are computed
  // once and then ordered; flattened, every ORDER BY term would compute them again.
  // (Drizzle leaves an .offset(0) out, hence the SQL.)
  const matching = db
    .select({ ...orderColumns, ...text?.columns })
    .from(plants)
    .where(where);
  const rows = await db
    .select({
      id: sql<number>`${matchedValue(orderColumns.id)}`.mapWith(Number),
      total: sql<number>`count(*) OVER ()`.mapWith(Number),
    })
    .from(sql`(${matching} OFFSET 0) AS ${sql.raw(MATCHED)}`)
    .orderBy(...searchOrder(criteria.s, text))
    .limit(c)
    .offset(i * c);
  // A page past the end has no row to carry the total.
  const total = rows[0]?.total ?? (i > 0 ? await countMatches(db, where) : 0);
  const ids = rows.map((row) => row.id);
  const items = await plantListItems(db, userId, ids, zone ? { scoreIn: zone } : {});
  return { Items: items, TotalRows: total, i, c };
}

async function countMatches(db: Database, where: ReturnType<typeof and>): Promise<number> {
  const [row] = await db.select({ n: count() }).from(plants).where(where);
  return row?.n ?? 0;
}
