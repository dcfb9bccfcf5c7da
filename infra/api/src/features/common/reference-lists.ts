import { and, asc, eq } from 'drizzle-orm';
import type { GrowingConditions, PlantAttributesResponse, ReferenceItem } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { plantAttributes, referenceItems } from '../../db/schema';
import { cachedReference } from './reference-cache';

type ListItem = Readonly<ReferenceItem & Record<string, unknown>>;

/**
 * One reference list in id order, with the list's extra fields merged in; from memory
 * (reference-cache.ts), frozen because every caller shares it.
 */
export function listItems(db: Database, list: string): Promise<readonly ListItem[]> {
  return cachedReference(db, `list:${list}`, async () => {
    const rows = await db
      .select()
      .from(referenceItems)
      .where(eq(referenceItems.list, list))
      .orderBy(asc(referenceItems.id));
    return Object.freeze(rows.map((row) => Object.freeze({ ...row.extra, Id: row.id, Name: row.name })));
  });
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

/** The fertilizer options (SPEC §3 Fertilizer option {Id, Name}). */
export async function fertilizerOptions(db: Database): Promise<ReferenceItem[]> {
  return (await listItems(db, 'fertilizers')).map(({ Id, Name }) => ({ Id, Name }));
}

/** GET Common/0/GrowingConditions: sun (with PX), water, hardiness zones and fertilizers. */
export async function growingConditions(db: Database): Promise<GrowingConditions> {
  const [sun, water, hardiness, fertilizers] = await Promise.all([
    listItems(db, 'sun-requirements'),
    listItems(db, 'water-requirements'),
    listItems(db, 'hardiness-zones'),
    fertilizerOptions(db),
  ]);
  return {
    SunRequirements: sun.map(({ Id, Name, PX }) => ({ Id, Name, PX: Number(PX) })),
    WaterRequirements: water.map(({ Id, Name }) => ({ Id, Name })),
    HardinessZones: hardiness.map(({ Id, Name, MinTempF, MaxTempF }) => ({
      Id,
      Name,
      MinTempF: Number(MinTempF),
      MaxTempF: Number(MaxTempF),
    })),
    Fertilizers: fertilizers,
  };
}
