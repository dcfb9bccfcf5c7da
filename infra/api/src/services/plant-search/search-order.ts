import { sql, type SQL } from 'drizzle-orm';
import type { PlantSort } from '@thrive/shared/contracts';
import { plants } from '../../db/schema';
import type { TextSearch } from './search-text';

/** The search's subquery of matching plants (search-plants.ts). */
export const MATCHED = 'matched';

/** What every search selects of a matching plant for its order. */
export const orderColumns = {
  id: plants.id,
  // Names are ordered lower-cased by code point ("C"): the same order on every database
  // whatever its locale, and cheap enough to compute for a whole category.
  commonName: sql<string>`lower(${plants.commonName})`.as('common_order'),
  botanicalName: sql<string>`lower(${plants.botanicalName})`.as('botanical_order'),
};

/** A value the subquery selected, by the alias it was selected as. */
export const matchedValue = (selected: SQL.Aliased | { name: string }) =>
  sql.raw(`${MATCHED}."${'fieldAlias' in selected ? selected.fieldAlias : selected.name}"`);

/**
 * ORDER BY over the matched plants (PLANT_SORTS): Relevance is the text match when there
 * is text, else the common name. Last of all the id, so the order is total and pages
 * never overlap.
 */
export function searchOrder(sort: PlantSort, text: TextSearch | null): SQL[] {
  const common = sql`${matchedValue(orderColumns.commonName)} COLLATE "C"`;
  const id = matchedValue(orderColumns.id);
  switch (sort) {
    case 'Relevance': {
      if (!text) return [common, id];
      const { names, nameKeys, nameDocument } = text.columns;
      const values = {
        names: matchedValue(names),
        nameKeys: matchedValue(nameKeys),
        nameDocument: matchedValue(nameDocument),
      };
      return [...text.order(values), common, id];
    }
    case 'CommonName ASC':
      return [common, id];
    case 'CommonName DESC':
      return [sql`${common} DESC`, sql`${id} DESC`];
    case 'BotanicalName ASC':
      return [sql`${matchedValue(orderColumns.botanicalName)} COLLATE "C"`, id];
  }
}
