import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  STYLE_FILTER_LISTS,
  type LandscapeStylePage,
  type LandscapeStyleSearchCriteria,
} from '@thrive/shared/landscape';
import type { Database } from '../../db/database';
import { landscapeStyleAttributes, landscapeStylePlants, landscapeStyles } from '../../db/schema';
import { badRequest } from '../../http-errors';
import { listItems } from '../common/reference-lists';
import { STYLE_LIST_NAMES, styleListItems, styleRowColumns } from './style-list-items';

/**
 * Every id the filter names must be an item of its list: an unknown one is a 400 naming
 * the query parameter, as in plant search (a stale client would otherwise find nothing).
 */
async function checkFilterIds(db: Database, criteria: LandscapeStyleSearchCriteria): Promise<void> {
  const fields: Record<string, string> = {};
  for (const list of STYLE_FILTER_LISTS) {
    if (!criteria[list].length) continue;
    const [referenceList, what] = STYLE_LIST_NAMES[list];
    const known = new Set((await listItems(db, referenceList)).map((item) => item.Id));
    const unknown = criteria[list].filter((id) => !known.has(id));
    if (unknown.length) fields[`querystring.${list}`] = `There is no ${what} ${unknown.join(', ')}.`;
  }
  const [first] = Object.values(fields);
  if (first) throw badRequest(first, fields);
}

/** `k` as a LIKE pattern matching it anywhere, with LIKE's own wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (wildcard) => `\\${wildcard}`)}%`;

/** Styles with any of the ids in one attribute list. */
const hasAny = (list: string, ids: number[]) =>
  inArray(
    landscapeStyles.id,
    sql`(select ${landscapeStyleAttributes.styleId} from ${landscapeStyleAttributes}
         where ${landscapeStyleAttributes.list} = ${list} and ${inArray(landscapeStyleAttributes.itemId, ids)})`,
  );

function conditions(criteria: LandscapeStyleSearchCriteria): SQL | undefined {
  const { k, p } = criteria;
  return and(
    k
      ? or(ilike(landscapeStyles.name, containing(k)), ilike(landscapeStyles.description, containing(k)))
      : undefined,
    p
      ? inArray(
          landscapeStyles.id,
          sql`(select ${landscapeStylePlants.styleId} from ${landscapeStylePlants} where ${eq(landscapeStylePlants.plantId, p)})`,
        )
      : undefined,
    ...STYLE_FILTER_LISTS.filter((list) => criteria[list].length).map((list) => hasAny(list, criteria[list])),
  );
}

const plantCount = sql<number>`(select count(*) from ${landscapeStylePlants} where ${landscapeStylePlants.styleId} = ${landscapeStyles.id})`;

const ORDERS = {
  'Name ASC': [asc(landscapeStyles.name)],
  'Name DESC': [desc(landscapeStyles.name)],
  'PlantCount DESC': [desc(plantCount), asc(landscapeStyles.name)],
  'PlantCount ASC': [asc(plantCount), asc(landscapeStyles.name)],
} satisfies Record<LandscapeStyleSearchCriteria['s'], SQL[]>;

/**
 * GET LandscapeStyles/0/Search/: one page of the styles matching the text and every filter
 * list (any chosen id of a list matches; lists combine with AND), in the asked order (ties
 * by id, so pages never overlap), with the number of all matches.
 */
export async function searchStyles(
  db: Database,
  criteria: LandscapeStyleSearchCriteria,
): Promise<LandscapeStylePage> {
  await checkFilterIds(db, criteria);
  const { i, c, s } = criteria;
  const where = conditions(criteria);
  const [rows, [total]] = await Promise.all([
    db
      .select(styleRowColumns)
      .from(landscapeStyles)
      .where(where)
      .orderBy(...ORDERS[s], asc(landscapeStyles.id))
      .limit(c)
      .offset(i * c),
    db.select({ n: count() }).from(landscapeStyles).where(where),
  ]);
  return { Items: await styleListItems(db, rows), TotalRows: total?.n ?? 0, i, c };
}
