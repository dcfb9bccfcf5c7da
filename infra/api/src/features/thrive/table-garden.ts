import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { plantZones, yards, zones } from '../../db/schema';
import type { GardenYard, GardenZone } from './garden-plants';
import { plantFacts, type PlantFacts } from './plant-facts';
import { pictureKeysOf, type PictureKeys } from './plant-thumbnails';

interface TablePlantZone {
  id: number;
  zoneId: number;
  plantId: number;
  fertilizerId: number;
}

/** What the Thrive Scorecard reads of a garden. */
export interface TableGarden {
  /** Every yard of the gardener, newest first (the yard list's order). */
  yards: GardenYard[];
  /** Every zone of the gardener, yard by yard in that order, then as made: where plants could go. */
  zones: GardenZone[];
  /** The plants growing in the table's zones, each once, by common name then id. */
  plants: PlantFacts[];
  /** The plant-zones of the table: of one yard, or of every yard for 0. In no order. */
  plantZones: TablePlantZone[];
  /** The pictures of every plant of the gardener's plant-zones (plant-thumbnails.ts). */
  pictures: PictureKeys[];
}

type PackedPlace = [
  yardId: number,
  yardName: string,
  hardinessZoneId: number,
  zoneId: number | null,
  zoneName: string | null,
  sunRequirementId: number | null,
  waterRequirementId: number | null,
];

/** "id,zone,plant,fertilizer,id,..." (every column is a whole number and never null). */
function unpackPlantZones(packed: string | null): TablePlantZone[] {
  if (!packed) return [];
  const numbers = packed.split(',').map(Number);
  const rows: TablePlantZone[] = [];
  for (let at = 0; at < numbers.length; at += 4) {
    rows.push({
      id: numbers[at]!,
      zoneId: numbers[at + 1]!,
      plantId: numbers[at + 2]!,
      fertilizerId: numbers[at + 3]!,
    });
  }
  return rows;
}

function unpackPlaces(packed: PackedPlace[] | null): Pick<TableGarden, 'yards' | 'zones'> {
  const gardenYards = new Map<number, GardenYard>();
  const gardenZones: GardenZone[] = [];
  for (const [yardId, yardName, hardinessZoneId, zoneId, zoneName, sun, water] of packed ?? []) {
    if (!gardenYards.has(yardId)) gardenYards.set(yardId, { id: yardId, name: yardName, hardinessZoneId });
    if (zoneId === null) continue;
    const sunRequirementId = sun ?? 0;
    const waterRequirementId = water ?? 0;
    gardenZones.push({
      id: zoneId,
      name: zoneName ?? '',
      yardId,
      yardName,
      sunRequirementId,
      waterRequirementId,
      conditions: { sunRequirementId, waterRequirementId, yardHardinessZoneId: hardinessZoneId },
    });
  }
  return { yards: [...gardenYards.values()], zones: gardenZones };
}

/**
 * By common name, then id, comparing UTF-16 code units: the order of the C collation the
 * embedded database sorts names in, without asking a database to sort.
 */
const byName = (a: PlantFacts, b: PlantFacts) =>
  a.commonName < b.commonName ? -1 : a.commonName > b.commonName ? 1 : a.id - b.id;

/**
 * The gardener's yards and zones, every plant-zone of theirs and the pictures of their
 * plants, in one statement so one round trip, each part packed in one value (JSON, or whole
 * numbers joined by commas): the embedded database hands over one value much faster than a
 * thousand rows, and one statement much faster than two. Prepared once per database: building
 * this statement anew cost more of a call's time than running it.
 */
function gardenStatement(db: Database) {
  const userId = sql.placeholder('userId');
  const placeOrder = sql.join(
    [desc(yards.createdAt), desc(yards.id), asc(zones.createdAt), asc(zones.id)],
    sql`, `,
  );
  return db
    .select({
      places: sql<PackedPlace[] | null>`json_agg(json_build_array(
        ${yards.id}, ${yards.name}, ${yards.hardinessZoneId},
        ${zones.id}, ${zones.name}, ${zones.sunRequirementId}, ${zones.waterRequirementId}
      ) order by ${placeOrder})`,
      plantZones: sql<string | null>`(select string_agg(concat_ws(',',
        ${plantZones.id}, ${plantZones.zoneId}, ${plantZones.plantId}, ${plantZones.fertilizerId}
      ), ',') from ${plantZones} where ${eq(plantZones.userId, userId)})`,
      pictures: pictureKeysOf(
        userId,
        sql`select distinct ${plantZones.plantId} as id from ${plantZones} where ${eq(plantZones.userId, userId)}`,
      ),
    })
    .from(yards)
    .leftJoin(zones, and(eq(zones.yardId, yards.id), eq(zones.userId, userId)))
    .where(eq(yards.userId, userId))
    .prepare('thrive_table_garden');
}

const gardenStatements = new WeakMap<Database, ReturnType<typeof gardenStatement>>();

async function readGarden(db: Database, userId: number) {
  let statement = gardenStatements.get(db);
  if (!statement) gardenStatements.set(db, (statement = gardenStatement(db)));
  const [result] = await statement.execute({ userId });
  return {
    ...unpackPlaces(result?.places ?? null),
    plantZones: unpackPlantZones(result?.plantZones ?? null),
    pictures: result?.pictures ?? [],
  };
}

/**
 * What the Thrive Scorecard of one yard (or of every yard for 0) reads: one statement for
 * the garden, and the names and requirements of its plants from memory (plant-facts.ts).
 * A yard's plant-zones are picked here from all of the gardener's: asking the database to
 * pick them by zone cost more than reading the others. Plant-zones in a zone that is not
 * the gardener's are left out, so nothing of anyone else's is ever scored.
 */
export async function loadTableGarden(db: Database, userId: number, yardId: number): Promise<TableGarden> {
  const garden = await readGarden(db, userId);
  const tableZones = new Set(
    garden.zones.filter((zone) => !yardId || zone.yardId === yardId).map((z) => z.id),
  );
  const tablePlantZones = garden.plantZones.filter((plantZone) => tableZones.has(plantZone.zoneId));
  const ids = new Set(tablePlantZones.map((plantZone) => plantZone.plantId));
  return {
    yards: garden.yards,
    zones: garden.zones,
    plants: (await plantFacts(db, ids)).sort(byName),
    plantZones: tablePlantZones,
    pictures: garden.pictures,
  };
}
