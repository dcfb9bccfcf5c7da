import type { PlantSearchCriteria } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { badRequest } from '../../http-errors';
import { listItems } from '../common/reference-lists';
import type { FieldOf } from './search-fields';

/** Each id-list criterion, the reference list its ids name, and what one item is called. */
const CRITERION_LISTS = {
  SunRequirementsIds: ['sun-requirements', 'sun requirement'],
  WaterRequirementsIds: ['water-requirements', 'water requirement'],
  Categories: ['plant-categories', 'category'],
  FlowerTimes: ['flower-times', 'flower time'],
  Attracants: ['attractants', 'attractant'],
  Resistances: ['resistances', 'resistance'],
  Tolerances: ['tolerances', 'tolerance'],
  Poisonous: ['poisonous', 'toxicity'],
  LeafRetentions: ['leaf-retentions', 'leaf retention'],
} as const satisfies Partial<Record<keyof PlantSearchCriteria, readonly [string, string]>>;
export type ListCriterion = keyof typeof CRITERION_LISTS;

/**
 * Every id the search names must be an item of its list: an unknown one is a 400 naming
 * each field that has one (a stale client would otherwise silently find nothing). The
 * category `cid` is checked against the categories too.
 */
export async function checkListIds(
  db: Database,
  criteria: Pick<PlantSearchCriteria, ListCriterion | 'cid'>,
  fieldOf: FieldOf,
): Promise<void> {
  const asked: [keyof PlantSearchCriteria, string, string, number[]][] = Object.entries(CRITERION_LISTS).map(
    ([criterion, [list, what]]) => [
      criterion as ListCriterion,
      list,
      what,
      criteria[criterion as ListCriterion],
    ],
  );
  if (criteria.cid) asked.push(['cid', 'plant-categories', 'category', [criteria.cid]]);
  const wanted = asked.filter(([, , , ids]) => ids.length);
  if (!wanted.length) return;
  // The lists from memory (reference-lists.ts): they change only when the data is seeded,
  // and every search checks its ids.
  const lists = [...new Set(wanted.map(([, list]) => list))];
  const items = await Promise.all(lists.map((list) => listItems(db, list)));
  const known = new Set(lists.flatMap((list, at) => items[at]!.map((item) => `${list}:${item.Id}`)));
  const fields: Record<string, string> = {};
  for (const [criterion, list, what, ids] of wanted) {
    const unknown = ids.filter((id) => !known.has(`${list}:${id}`));
    if (unknown.length) fields[fieldOf(criterion)] = `There is no ${what} ${unknown.join(', ')}.`;
  }
  const [first] = Object.values(fields);
  if (first) throw badRequest(first, fields);
}
