import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Companions } from '@thrive/shared/contracts';
import type { ZoneConditions } from '@thrive/shared/thrive';
import type { Database } from '../../db/database';
import type { MediaUrls } from '../media/media-urls';
import { plantAttributes, plants } from '../../db/schema';
import { genusOf, PESTS_LIST } from '../../reference-data/plant-pests';
import { listItems } from '../reference-lists';
import { plantListItems } from '../plants/plant-list-items';
import { ownedYard } from '../yards/owned-yard';
import { ownedZone } from '../zones/owned-zone';
import { knownPlant, type CataloguePlantRow } from '../plants/known-plant';
import { byCommonName, plantsGoodIn, type GoodPlant } from './plants-good-in';
import { spotNames } from './spot-names';

/*
 * How companions are chosen (GET Plants/{id}/SuggestedCompanions/{zoneId}/).
 *
 * A companion is a catalogue plant that can grow beside this one without either suffering:
 * 1. It scores good (1) by scorePlantInZone, the Thrive Scorecard's rules, in the same
 *    conditions: the gardener's zone when zoneId > 0 (its sun and water, its yard's
 *    hardiness zone); for zoneId 0 the plant's own sun and water and the middle hardiness
 *    zone of its range, so the two would thrive in the spot that suits this plant.
 * 2. It shares no pest with the plant. Pests come from reference-data/lists/pests.json,
 *    linked to plants by genus at seed time; generalists such as aphids are not listed
 *    (they would rule out nearly everything). Two hosts of one pest side by side give it
 *    a bigger meal and an easy hop; mixed hosts slow it down.
 * 3. It is not of the plant's genus: close relatives share pests and diseases our list
 *    does not name, and a second of the same is not a companion but more of one plant.
 * Every companion scores good, so the overall score that ranks them first ties; then
 * plants of another category come first (a shrub or herb beside a vegetable gives the bed
 * variety), then common name. At most COMPANIONS_MAX, the row the plant page shows.
 * lat, lng, pid and ptl are accepted for SPEC's call shape and do not change the choice.
 */
export const COMPANIONS_MAX = 12;

interface CompanionSpot {
  conditions: ZoneConditions;
  /** Where they would grow together, and whose conditions those are, for the Basis. */
  place: string;
  owner: string;
}

async function gardenerZoneSpot(db: Database, userId: number, zoneId: number): Promise<CompanionSpot> {
  const zone = await ownedZone(db, userId, zoneId);
  const yard = await ownedYard(db, userId, zone.yardId);
  return {
    conditions: {
      sunRequirementId: zone.sunRequirementId,
      waterRequirementId: zone.waterRequirementId,
      yardHardinessZoneId: yard.hardinessZoneId,
    },
    place: `your zone ${zone.name}`,
    owner: `your zone ${zone.name}`,
  };
}

function ownSpot(plant: CataloguePlantRow): CompanionSpot {
  const hardy = plant.zoneLowId > 0 && plant.zoneHighId > 0;
  return {
    conditions: {
      sunRequirementId: plant.sunRequirementId,
      waterRequirementId: plant.waterRequirementId,
      yardHardinessZoneId: hardy ? Math.floor((plant.zoneLowId + plant.zoneHighId) / 2) : 0,
    },
    place: `${plant.commonName}'s own conditions`,
    owner: plant.commonName,
  };
}

const otherCategoryFirst = (categoryId: number) => (a: GoodPlant, b: GoodPlant) =>
  Number(a.categoryId === categoryId) - Number(b.categoryId === categoryId) || byCommonName(a, b);

/** Plants with none of these pests. */
function freeOf(pestIds: number[]) {
  if (!pestIds.length) return undefined;
  const host = and(
    eq(plantAttributes.plantId, plants.id),
    eq(plantAttributes.list, PESTS_LIST),
    inArray(plantAttributes.itemId, pestIds),
  );
  return sql`not exists (select 1 from ${plantAttributes} where ${host})`;
}

export async function suggestedCompanions(
  db: Database,
  urls: MediaUrls,
  userId: number,
  plantId: number,
  zoneId: number,
): Promise<Companions> {
  const plant = await knownPlant(db, plantId);
  const spot = zoneId > 0 ? await gardenerZoneSpot(db, userId, zoneId) : ownSpot(plant);
  const pestLinks = await db
    .select({ id: plantAttributes.itemId })
    .from(plantAttributes)
    .where(and(eq(plantAttributes.plantId, plantId), eq(plantAttributes.list, PESTS_LIST)));
  const pestIds = pestLinks.map((link) => link.id);
  const genus = genusOf(plant.botanicalName);

  const [good, names, pests] = await Promise.all([
    plantsGoodIn(db, spot.conditions, freeOf(pestIds)),
    spotNames(db, spot.conditions),
    listItems(db, PESTS_LIST),
  ]);
  const chosen = good
    .filter((other) => genusOf(other.botanicalName) !== genus)
    .sort(otherCategoryFirst(plant.categoryId))
    .slice(0, COMPANIONS_MAX);
  const Items = await plantListItems(
    db,
    urls,
    userId,
    chosen.map((other) => other.id),
    { scoreIn: spot.conditions },
  );

  if (!names.Sun || !names.Water || !names.HardinessZone)
    return {
      Items,
      Basis: `No companions: the sun, water or hardiness zone of ${spot.owner} is not known, so no plant can be scored there.`,
    };
  const pestNames = pests.filter((pest) => pestIds.includes(pest.Id)).map((pest) => pest.Name);
  const where = `${spot.place} (${names.Sun}, ${names.Water}, zone ${names.HardinessZone})`;
  const sharing = pestNames.length ? ` (${pestNames.join(', ')})` : '';
  return {
    Items,
    Basis: `Plants that score good in ${where}, are not of the genus ${genus} and share no pest with ${plant.commonName}${sharing}.`,
  };
}
