import { sql } from 'drizzle-orm';
import type { PlantSort } from '@thrive/shared/contracts';
import { plants } from '../../db/schema';
import type { TextSearch } from './search-text';
import type { OrderTerm } from './staged-page';

/** What every search selects of a matching plant for its order, by the names the order reads. */
export const orderColumns = {
  id: sql<number>`${plants.id}`.as('id'),
  commonName: sql<string>`${plants.commonName}`.as('common_name'),
  botanicalName: sql<string>`${plants.botanicalName}`.as('botanical_name'),
};

// Names are ordered lower-cased by code point ("C"): the same order on every database
// whatever its locale. Lower-cased only here, so a staged order does it for the few
// plants its last stage keeps.
const byName = (name: 'common_name' | 'botanical_name', descending = false): OrderTerm => ({
  value: sql`lower(${sql.identifier(name)}) COLLATE "C"`,
  descending,
});
const byId = (descending = false): OrderTerm => ({ value: sql`${sql.identifier('id')}`, descending });

/**
 * The order of the matched plants (PLANT_SORTS) in stages (staged-page.ts): Relevance is the
 * text match when there is text, else the common name. Last of all the id, so the order is
 * total and pages never overlap.
 */
export function searchOrder(sort: PlantSort, text: TextSearch | null): OrderTerm[][] {
  switch (sort) {
    case 'Relevance': {
      if (!text) return [[byName('common_name'), byId()]];
      const stages = text.order;
      return [...stages.slice(0, -1), [...(stages.at(-1) ?? []), byName('common_name'), byId()]];
    }
    case 'CommonName ASC':
      return [[byName('common_name'), byId()]];
    case 'CommonName DESC':
      return [[byName('common_name', true), byId(true)]];
    case 'BotanicalName ASC':
      return [[byName('botanical_name'), byId()]];
  }
}
