import { and, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { plantAttributes } from '../../db/schema';
import { badRequest } from '../../http-errors';
import { listItems } from '../common/reference-lists';
import type { SuggestCriteria } from './suggest-spot';

/** The lists a suggestion form chooses ids from, with the noun its messages use. */
const CHOSEN_LISTS = {
  Categories: { list: 'plant-categories', noun: 'plant category' },
  Attractants: { list: 'attractants', noun: 'attractant' },
  Resistances: { list: 'resistances', noun: 'resistance' },
  Tolerances: { list: 'tolerances', noun: 'tolerance' },
  Avoid: { list: 'poisonous', noun: 'toxicity' },
} as const;
type ChosenField = keyof typeof CHOSEN_LISTS;

/** Wishes rank the plants; they are met by the plant's attribute links of the same list. */
const WISH_FIELDS = ['Attractants', 'Resistances', 'Tolerances'] as const satisfies ChosenField[];

export type NamesById = ReadonlyMap<number, string>;

/**
 * The names of every list the form chose from. An id that is not in its list is bad input
 * (400 naming the field), not something to ignore: the gardener would get plants that do
 * not meet a wish they believe they made.
 */
export async function chosenListNames(
  db: Database,
  criteria: SuggestCriteria,
): Promise<Record<ChosenField, NamesById>> {
  const fields = Object.keys(CHOSEN_LISTS) as ChosenField[];
  const lists = await Promise.all(fields.map((field) => listItems(db, CHOSEN_LISTS[field].list)));
  const named = {} as Record<ChosenField, NamesById>;
  fields.forEach((field, index) => {
    const names = new Map(lists[index]!.map((item) => [item.Id, item.Name]));
    const unknown = criteria[field].find((id) => !names.has(id));
    if (unknown !== undefined) {
      const message = `There is no ${CHOSEN_LISTS[field].noun} ${unknown}.`;
      throw badRequest(message, { [`body.${field}`]: message });
    }
    named[field] = names;
  });
  return named;
}

/**
 * For each plant that meets at least one wish, the names of the wishes it meets: in the
 * order of the form (attractants, resistances, tolerances), each as the gardener chose them.
 */
export async function wishesMetByPlant(
  db: Database,
  criteria: SuggestCriteria,
  names: Record<ChosenField, NamesById>,
): Promise<Map<number, string[]>> {
  const wished = WISH_FIELDS.filter((field) => criteria[field].length > 0);
  if (!wished.length) return new Map();
  const links = await db
    .select({ plantId: plantAttributes.plantId, list: plantAttributes.list, itemId: plantAttributes.itemId })
    .from(plantAttributes)
    .where(
      or(
        ...wished.map((field) =>
          and(
            eq(plantAttributes.list, CHOSEN_LISTS[field].list),
            inArray(plantAttributes.itemId, criteria[field]),
          ),
        ),
      ),
    );
  const has = new Set(links.map((link) => `${link.plantId}:${link.list}:${link.itemId}`));
  const plantIds = new Set(links.map((link) => link.plantId));
  const met = new Map<number, string[]>();
  for (const plantId of plantIds) {
    const wishes = wished.flatMap((field) =>
      [...new Set(criteria[field])]
        .filter((id) => has.has(`${plantId}:${CHOSEN_LISTS[field].list}:${id}`))
        .map((id) => names[field].get(id) ?? ''),
    );
    met.set(plantId, wishes);
  }
  return met;
}
