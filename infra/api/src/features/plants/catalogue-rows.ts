import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { plants, referenceItems } from '../../db/schema';
import { cachedReference } from '../common/reference-cache';

const PLANT_CATEGORIES = 'plant-categories';
/** Plants kept in memory at most: the ones lists show most, never a whole large catalogue. */
const MAX_KEPT = 20_000;

/** What a plant list shows of a catalogue plant, as the catalogue has it. */
export type CatalogueRow = Awaited<ReturnType<typeof readRows>>[number];

function readRows(db: Database, ids: number[]) {
  return db
    .select({
      Id: plants.id,
      CommonName: plants.commonName,
      BotanicalName: plants.botanicalName,
      OtherNames: plants.otherNames,
      CategoryId: plants.categoryId,
      CategoryName: referenceItems.name,
      SunRequirementId: plants.sunRequirementId,
      AltSunRequirementId: plants.altSunRequirementId,
      WaterRequirementId: plants.waterRequirementId,
      ZoneLowId: plants.zoneLowId,
      ZoneHighId: plants.zoneHighId,
    })
    .from(plants)
    .leftJoin(
      referenceItems,
      and(eq(referenceItems.list, PLANT_CATEGORIES), eq(referenceItems.id, plants.categoryId)),
    )
    .where(inArray(plants.id, ids));
}

/**
 * Rows already read, by id, in a holder that reference-cache.ts keeps: the catalogue is
 * reference data that changes only when it is seeded or imported, so the holder is dropped
 * at once by a seed or import in this process and, by notification, on every other
 * instance (REFERENCE_CACHE_MS stays the bound if one is lost). Freezing the holder, as that cache may, leaves the entries of its Map writable.
 */
const knownRows = (db: Database) =>
  cachedReference(db, 'plant-list:rows', async () => ({ byId: new Map<number, Readonly<CatalogueRow>>() }));

/**
 * The catalogue rows of these plants, from memory when known: every page of search results
 * and every plant list reads them. Ids that are not in the catalogue are left out.
 */
export async function catalogueRows(
  db: Database,
  ids: readonly number[],
): Promise<ReadonlyMap<number, Readonly<CatalogueRow>>> {
  const { byId } = await knownRows(db);
  const rows = new Map<number, Readonly<CatalogueRow>>();
  const missing: number[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (row) rows.set(id, row);
    else missing.push(id);
  }
  if (missing.length === 0) return rows;
  for (const row of await readRows(db, missing)) {
    const kept = Object.freeze(row);
    rows.set(row.Id, kept);
    if (byId.size < MAX_KEPT) byId.set(row.Id, kept);
  }
  return rows;
}
