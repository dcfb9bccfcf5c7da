import {
  plantSearchFilterSchema,
  type PlantQuickSearchQuery,
  type PlantSearchCriteria,
} from '@thrive/shared/contracts';
import type { FieldOf } from './search-fields';

type QuickQuery = Required<Omit<PlantQuickSearchQuery, 'lat' | 'lng'>>;

/** The search criterion each quick-search parameter fills (SPEC §3 "Other filter"). */
const QUICK_PARAMETERS = {
  cid: 'cid',
  lid: 'LeafRetentions',
  sid: 'SunRequirementsIds',
  wid: 'WaterRequirementsIds',
  f: 'FlowerTimes',
  t: 'Tolerances',
} as const satisfies Partial<Record<keyof QuickQuery, keyof PlantSearchCriteria>>;

const listOf = (id: number) => (id ? [id] : []);

/**
 * GET Plants/0/Search/ as the full search: one value per filter, 0 meaning none. b (brand)
 * and lat/lng are accepted and not used by our data. Errors name the query parameters.
 */
export function quickSearchCriteria(query: QuickQuery): { criteria: PlantSearchCriteria; fieldOf: FieldOf } {
  const criteria = plantSearchFilterSchema.parse({
    k: query.k,
    s: query.s,
    i: query.i,
    c: query.c,
    cid: query.cid,
    LeafRetentions: listOf(query.lid),
    SunRequirementsIds: listOf(query.sid),
    WaterRequirementsIds: listOf(query.wid),
    FlowerTimes: listOf(query.f),
    Tolerances: listOf(query.t),
  });
  const parameterOf = new Map<string, string>(
    Object.entries(QUICK_PARAMETERS).map(([parameter, criterion]) => [criterion, parameter]),
  );
  const fieldOf: FieldOf = (criterion) => `querystring.${parameterOf.get(criterion) ?? criterion}`;
  return { criteria, fieldOf };
}
