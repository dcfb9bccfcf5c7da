import { and, asc, eq } from 'drizzle-orm';
import type { PlantAttributesResponse, ReferenceItem } from '@thrive/shared/contracts';
import type { Database } from '../db/database';
import { plantAttributes, referenceItems } from '../db/schema';

/** One reference list in id order, with the list's extra fields merged in. */
export async function listItems(
  db: Database,
  list: string,
): Promise<(ReferenceItem & Record<string, unknown>)[]> {
  const rows = await db
    .select()
    .from(referenceItems)
    .where(eq(referenceItems.list, list))
    .orderBy(asc(referenceItems.id));
  return rows.map((row) => ({ ...row.extra, Id: row.id, Name: row.name }));
}

const ATTRIBUTE_LISTS = {
  Attractants: 'attractants',
  Resistances: 'resistances',
  Tolerances: 'tolerances',
  Poisonous: 'poisonous',
} as const;

/** The whole attribute catalogue, or (plantId > 0) only what that plant has. */
export async function plantAttributeCatalogue(
  db: Database,
  plantId: number,
): Promise<PlantAttributesResponse> {
  const entries = await Promise.all(
    Object.entries(ATTRIBUTE_LISTS).map(async ([key, list]) => {
      const items = plantId
        ? await db
            .select({ Id: referenceItems.id, Name: referenceItems.name })
            .from(plantAttributes)
            .innerJoin(
              referenceItems,
              and(
                eq(referenceItems.list, plantAttributes.list),
                eq(referenceItems.id, plantAttributes.itemId),
              ),
            )
            .where(and(eq(plantAttributes.plantId, plantId), eq(plantAttributes.list, list)))
            .orderBy(asc(referenceItems.id))
        : (await listItems(db, list)).map(({ Id, Name }) => ({ Id, Name }));
      return [key, items] as const;
    }),
  );
  return Object.fromEntries(entries) as PlantAttributesResponse;
}
