import { sql, type SQL } from 'drizzle-orm';

/** One term of an ORDER BY over the matching rows' columns (unqualified), larger first if descending. */
export interface OrderTerm {
  value: SQL;
  descending?: boolean;
}

/** The page: `limit` rows after the first `offset` of the order. */
export interface PageWindow {
  limit: number;
  offset: number;
}

const joined = (parts: SQL[]) => sql.join(parts, sql`, `);
const direction = (term: OrderTerm) => (term.descending ? sql` DESC` : sql``);

/** An order term already computed, read back by its alias. */
interface Computed extends OrderTerm {
  alias: string;
}

/**
 * "Sorts no later than the cutoff row" by the terms so far: lexicographic, each term in its
 * own direction, ties with the cutoff kept.
 */
function atOrBefore(terms: Computed[], cutoff: string): SQL {
  const [term, ...rest] = terms;
  if (!term) return sql`true`;
  const own = sql.raw(`"${term.alias}"`);
  const its = sql.raw(`(SELECT "${term.alias}" FROM ${cutoff})`);
  const beats = term.descending ? sql`${own} > ${its}` : sql`${own} < ${its}`;
  if (!rest.length) return sql`(${beats} OR ${own} = ${its})`;
  return sql`(${beats} OR (${own} = ${its} AND ${atOrBefore(rest, cutoff)}))`;
}

/**
 * The rows of `matching` (which selects an "id") in the page `window`, ordered by the
 * stages' terms one after the other. The stages go from cheap to dear: after each stage but
 * the last, only the rows that sort no later than the page's last row by the terms so far go
 * on, so the dearer terms are computed for those few instead of every match. The order and
 * the page are exactly those of one ORDER BY over all the terms.
 */
export function stagedPage(matching: SQL, stages: OrderTerm[][], window: PageWindow): SQL {
  const lastRow = window.offset + window.limit;
  const computed: Computed[] = [];
  const steps: SQL[] = [];
  // The first stage's terms are computed as the matches are found, in "matched".
  let source = sql`(${matching}) AS found`;
  let keep = sql`true`;
  let name = 'matched';
  for (const [index, stage] of stages.slice(0, -1).entries()) {
    const terms = stage.map((term, at) => ({ ...term, alias: `stage${index + 1}_${at + 1}` }));
    steps.push(sql`${sql.raw(name)} AS MATERIALIZED (
      SELECT *, ${joined(terms.map((term) => sql`${term.value} AS ${sql.raw(`"${term.alias}"`)}`))}
      FROM ${source} WHERE ${keep})`);
    computed.push(...terms);
    const order = joined(computed.map((term) => sql`${sql.raw(`"${term.alias}"`)}${direction(term)}`));
    const aliases = joined(computed.map((term) => sql.raw(`"${term.alias}"`)));
    const cutoff = `cutoff${index + 1}`;
    steps.push(sql`${sql.raw(cutoff)} AS (
      SELECT ${aliases} FROM ${sql.raw(name)} ORDER BY ${order} OFFSET ${lastRow - 1} LIMIT 1)`);
    // Fewer matches than the page needs: no cutoff row, every match goes on.
    keep = sql`(NOT EXISTS (SELECT FROM ${sql.raw(cutoff)}) OR ${atOrBefore(computed, cutoff)})`;
    source = sql.raw(name);
    name = `stage${index + 2}`;
  }
  if (!computed.length) {
    steps.push(sql`matched AS MATERIALIZED (SELECT * FROM ${source})`);
    source = sql.raw('matched');
  }
  const order = [
    ...computed.map((term) => sql`${sql.raw(`"${term.alias}"`)}${direction(term)}`),
    ...(stages.at(-1) ?? []).map((term) => sql`${term.value}${direction(term)}`),
  ];
  return sql`WITH ${joined(steps)}
    SELECT "id", (SELECT count(*) FROM matched) AS "total"
    FROM ${source} WHERE ${keep}
    ORDER BY ${joined(order)}
    LIMIT ${window.limit} OFFSET ${window.offset}`;
}
