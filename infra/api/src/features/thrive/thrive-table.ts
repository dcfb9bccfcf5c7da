import type { ThriveTableAnswer, ThriveTableRow } from '@thrive/shared/contracts';
import type { SunPxTable } from '@thrive/shared/thrive';
import type { Database } from '../../db/database';
import type { MediaUrls } from '../common/media-urls';
import { betterZones } from './better-zones';
import { loadSunPx } from './garden-scorer';
import { NO_THUMBNAIL, thumbnailsFrom } from './plant-thumbnails';
import { loadTableGarden, type TableGarden } from './table-garden';
import { overallIn, scoresIn, tableScorer, type PlantScores } from './table-scores';
import { ThriveTally } from './thrive-counts';

interface PlantOfTable {
  /** Its place in the plants by common name; plants of the same name share it. */
  nameRank: number;
  scores: PlantScores;
}

interface PlacedRow {
  zoneIndex: number;
  nameRank: number;
  row: ThriveTableRow;
}

/** By yard and zone (the zone list's order), then common name, then plant-zone id. */
const byPlace = (a: PlacedRow, b: PlacedRow) =>
  a.zoneIndex - b.zoneIndex || a.nameRank - b.nameRank || a.row[0] - b.row[0];

function plantsOfTable(garden: TableGarden, scorer: ReturnType<typeof tableScorer>) {
  const byId = new Map<number, PlantOfTable>();
  let nameRank = 0;
  garden.plants.forEach((plant, index) => {
    if (index > 0 && plant.commonName !== garden.plants[index - 1]!.commonName) nameRank += 1;
    byId.set(plant.id, { nameRank, scores: scorer(plant.requirements) });
  });
  return byId;
}

/**
 * The Thrive Scorecard of a garden already loaded, as the compact ThriveTable answer: a
 * row per plant-zone of the yard (or of every yard for 0) with its scores and the zones it
 * would do better in, the counts per zone and per yard (empty ones too), and the names
 * the rows refer to, each once. Pure, so it can be measured without a database.
 */
export function buildThriveTable(
  garden: TableGarden,
  sunPx: SunPxTable,
  yardId: number,
  thumbnails: ReadonlyMap<number, string> = new Map(),
): ThriveTableAnswer {
  const inScope = (id: number) => !yardId || id === yardId;
  const zoneIndex = new Map(garden.zones.map((zone, index) => [zone.id, index]));
  const plants = plantsOfTable(garden, tableScorer(sunPx, garden.zones));
  const zoneTally = new ThriveTally();
  const yardTally = new ThriveTally();
  const suggestedElsewhere = new Set<number>();
  const placed: PlacedRow[] = [];
  for (const plantZone of garden.plantZones) {
    const index = zoneIndex.get(plantZone.zoneId);
    const plant = plants.get(plantZone.plantId);
    if (index === undefined || !plant) continue;
    const zone = garden.zones[index]!;
    const better = betterZones(plant.scores, index, garden.zones);
    const overall = overallIn(plant.scores, index);
    zoneTally.add(zone.id, overall);
    yardTally.add(zone.yardId, overall);
    for (const [zoneId] of better) suggestedElsewhere.add(zoneId);
    placed.push({
      zoneIndex: index,
      nameRank: plant.nameRank,
      row: [
        plantZone.id,
        plantZone.plantId,
        zone.id,
        plantZone.fertilizerId,
        ...scoresIn(plant.scores, index),
        better,
      ],
    });
  }
  return {
    Plants: garden.plants.map((plant) => [
      plant.id,
      plant.commonName,
      plant.botanicalName,
      thumbnails.get(plant.id) ?? NO_THUMBNAIL,
    ]),
    Rows: placed.sort(byPlace).map(({ row }) => row),
    Zones: garden.zones
      .filter((zone) => inScope(zone.yardId))
      .map((zone) => ({
        ZoneId: zone.id,
        ZoneName: zone.name,
        YardId: zone.yardId,
        SunRequirementId: zone.sunRequirementId,
        WaterRequirementId: zone.waterRequirementId,
        ...zoneTally.of(zone.id),
      })),
    Yards: garden.yards
      .filter((yard) => inScope(yard.id))
      .map((yard) => ({
        YardId: yard.id,
        YardName: yard.name,
        HardinessZoneId: yard.hardinessZoneId,
        ...yardTally.of(yard.id),
      })),
    OtherZones: garden.zones
      .filter((zone) => !inScope(zone.yardId) && suggestedElsewhere.has(zone.id))
      .map((zone) => ({
        ZoneId: zone.id,
        ZoneName: zone.name,
        YardId: zone.yardId,
        YardName: zone.yardName,
      })),
  };
}

/**
 * GET users/{uid}/ThriveTable/{yardId}: the Thrive Scorecard of one yard, or of every yard
 * for 0. The route guard has already refused a yard that is not the caller's (idScope
 * 'yard': 404), and every part of the garden is read for the caller alone.
 */
export async function thriveTable(
  db: Database,
  urls: MediaUrls,
  userId: number,
  yardId: number,
): Promise<ThriveTableAnswer> {
  const [garden, sunPx] = await Promise.all([loadTableGarden(db, userId, yardId), loadSunPx(db)]);
  return buildThriveTable(garden, sunPx, yardId, thumbnailsFrom(urls, garden.pictures));
}
