import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { CompanionItem, Companions } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import type { MediaUrls } from '../common/media-urls';
import { plantAttributes, plants } from '../../db/schema';
import { genusOf, PESTS_LIST } from '../../reference-data/plant-pests';
import { listItems } from '../common/reference-lists';
import { plantListItems } from '../plants/plant-list-items';
import { knownPlant, type CataloguePlantRow } from '../common/known-plant';
import { companionCandidates } from './companion-candidates';
import { bySimilarityTo, byTableOrder, tooBigBeside, type CompanionTraits } from './companion-ranking';
import { gardenerZoneSpot, ownSpot, type CompanionSpot } from './companion-spot';
import { avoidedCompanions, tableCompanions } from './companion-table';
import { spotNames } from './spot-names';

/*
 * How companions are chosen (GET Plants/{id}/SuggestedCompanions/{zoneId}/).
 *
 * Where: the gardener's zone when zoneId > 0 (its sun and water, its yard's hardiness zone);
 * for zoneId 0 the plant's own sun and water and the middle hardiness zone of its range.
 * Every companion is hardy there and scores good or borderline there by scorePlantInZone,
 * the Thrive Scorecard's rules (a plant poor there would not be beside this one for long),
 * and is never a noxious or invasive weed (issue 28).
 *
 * 1. Known good companions first: the pairings of our companion table
 *    (reference-data/companions/pairings.json: tomato and basil, carrots and onions, the
 *    Three Sisters...), those that score good there before borderline ones, then in the
 *    table's order, which puts the classics first. Each carries its Pairing (the reason:
 *    pest deterrence, pollinators, shade, nitrogen or support, and a note) for the card.
 *    They skip rules 3 and 4: a trap crop such as nasturtium beside cabbage shares the pest
 *    on purpose, and the table is the gardeners' word that the pair does well.
 * 2. Then plants like this one: good there before borderline, then the most alike, sun and
 *    water needs and adult size (height and spread, as ratios) counted together
 *    (companion-ranking.ts), then by name. A plant of like needs and size fits the same bed
 *    and care; one many times the size shades the other out.
 * 3. No shared pest. Pests come from reference-data/lists/pests.json, linked to plants by
 *    genus at seed time; generalists such as aphids are not listed (they would rule out
 *    nearly everything). Two hosts of one pest side by side give it a bigger meal and an
 *    easy hop; mixed hosts slow it down.
 * 4. Not of the plant's genus: close relatives share pests and diseases our list does not
 *    name, and a second of the same is not a companion but more of one plant.
 * 5. For a herb or a vegetable, never a tree nor anything over 3 m tall, table or not: it
 *    would shade and out-root the bed.
 * 6. Never a pair the table lists to avoid (fennel beside most crops, the onion family beside
 *    beans and peas): gardeners agree they grow badly together, however alike they are.
 * At most COMPANIONS_MAX, the row the plant page shows. lat, lng, pid and ptl are accepted
 * for SPEC's call shape and do not change the choice.
 */
export const COMPANIONS_MAX = 12;

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

const traitsOf = (plant: CataloguePlantRow): CompanionTraits => ({
  categoryId: plant.categoryId,
  sunRequirementId: plant.sunRequirementId,
  waterRequirementId: plant.waterRequirementId,
  heightMaxIn: plant.heightMaxIn,
  spreadMaxIn: plant.spreadMaxIn,
});

/** Rules 1 and 2 over the candidates: the table's companions, then the most alike. */
async function chooseCompanions(
  db: Database,
  plant: CataloguePlantRow,
  spot: CompanionSpot,
  pestIds: number[],
) {
  const table = tableCompanions(plant.botanicalName);
  const order = table.map((companion) => companion.botanicalName);
  const traits = traitsOf(plant);
  const genus = genusOf(plant.botanicalName);
  const avoided = avoidedCompanions(plant.botanicalName);
  const [paired, alike] = await Promise.all([
    order.length ? companionCandidates(db, spot.conditions, inArray(plants.botanicalName, order)) : [],
    companionCandidates(db, spot.conditions, and(ne(plants.id, plant.id), freeOf(pestIds))),
  ]);
  const fromTable = paired.filter((other) => !tooBigBeside(traits, other)).sort(byTableOrder(order));
  const pairedIds = new Set(fromTable.map((other) => other.id));
  const similar = alike
    .filter((other) => !pairedIds.has(other.id) && !avoided.has(other.botanicalName))
    .filter((other) => genusOf(other.botanicalName) !== genus)
    .filter((other) => !tooBigBeside(traits, other))
    .sort(bySimilarityTo(traits));
  const chosen = [...fromTable, ...similar].slice(0, COMPANIONS_MAX);
  const pairingOf = new Map(
    fromTable.map((other) => [other.id, table.find((entry) => entry.botanicalName === other.botanicalName)!]),
  );
  return { ids: chosen.map((other) => other.id), pairingOf };
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
  const [names, pests, pestLinks] = await Promise.all([
    spotNames(db, spot.conditions),
    listItems(db, PESTS_LIST),
    db
      .select({ id: plantAttributes.itemId })
      .from(plantAttributes)
      .where(and(eq(plantAttributes.plantId, plantId), eq(plantAttributes.list, PESTS_LIST))),
  ]);
  if (!names.Sun || !names.Water || !names.HardinessZone)
    return {
      Items: [],
      Basis: `No companions: the sun, water or hardiness zone of ${spot.owner} is not known, so no plant can be scored there.`,
    };

  const pestIds = pestLinks.map((link) => link.id);
  const { ids, pairingOf } = await chooseCompanions(db, plant, spot, pestIds);
  const listed = await plantListItems(db, urls, userId, ids, { scoreIn: spot.conditions });
  const Items = listed.map((item): CompanionItem => {
    const pairing = pairingOf.get(item.Id)?.pairing;
    return pairing ? { ...item, Pairing: pairing } : item;
  });

  const pestNames = pests.filter((pest) => pestIds.includes(pest.Id)).map((pest) => pest.Name);
  const where = `${spot.place} (${names.Sun}, ${names.Water}, zone ${names.HardinessZone})`;
  const sharing = pestNames.length ? ` (${pestNames.join(', ')})` : '';
  const known = pairingOf.size ? `Known good companions of ${plant.commonName} first, then plants` : 'Plants';
  return {
    Items,
    Basis: `${known} that do well in ${where}, with needs and size like ${plant.commonName}'s, not of the genus ${genusOf(plant.botanicalName)} and sharing no pest with ${plant.commonName}${sharing}.`,
  };
}
