import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SuggestPlantsResponse } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import type { MediaUrls } from '../common/media-urls';
import { plantAttributes, plants } from '../../db/schema';
import { plantListItems } from '../plants/plant-list-items';
import { pageOf } from './page';
import { byCommonName, plantsGoodIn, type GoodPlant } from './plants-good-in';
import { withinSize } from './size-limit';
import { spotNames } from './spot-names';
import { spotConditions, type SuggestCriteria } from './suggest-spot';
import { chosenListNames, wishesMetByPlant } from './suggestion-lists';

/** Plants toxic in none of the ways the gardener wants to avoid. */
function toxicInNoneOf(avoid: readonly number[]) {
  if (!avoid.length) return undefined;
  const toxic = and(
    eq(plantAttributes.plantId, plants.id),
    eq(plantAttributes.list, 'poisonous'),
    inArray(plantAttributes.itemId, [...avoid]),
  );
  return sql`not exists (select 1 from ${plantAttributes} where ${toxic})`;
}

interface Ranked extends GoodPlant {
  wishes: string[];
}

/**
 * More wishes met first; then plants whose primary sun is the spot's over those that only
 * reach it through their alternate or range (the spot suits them best); then by name.
 */
const ranking = (sun: number) => (a: Ranked, b: Ranked) =>
  b.wishes.length - a.wishes.length ||
  Number(b.sunRequirementId === sun) - Number(a.sunRequirementId === sun) ||
  byCommonName(a, b);

/**
 * POST Plants/0/SuggestPlants/ (SPEC §1 Suggest a Plant): the catalogue plants that score
 * good in the spot the gardener describes, that fit the size limits and categories and are
 * toxic in none of the Avoid ways, ranked by the wishes they meet.
 */
export async function suggestPlants(
  db: Database,
  urls: MediaUrls,
  userId: number,
  criteria: SuggestCriteria,
): Promise<SuggestPlantsResponse> {
  const [spot, names] = await Promise.all([
    spotConditions(db, userId, criteria),
    chosenListNames(db, criteria),
  ]);
  const fits = and(
    criteria.Categories.length ? inArray(plants.categoryId, criteria.Categories) : undefined,
    withinSize(plants.heightMaxIn, criteria.MaxHeight),
    withinSize(plants.spreadMaxIn, criteria.MaxSpread),
    toxicInNoneOf(criteria.Avoid),
  );
  const [good, wishes, Spot] = await Promise.all([
    plantsGoodIn(db, spot, fits),
    wishesMetByPlant(db, criteria, names),
    spotNames(db, spot),
  ]);
  const ranked = good
    .map((plant): Ranked => ({ ...plant, wishes: wishes.get(plant.id) ?? [] }))
    .sort(ranking(spot.sunRequirementId));
  const page = pageOf(ranked, criteria);
  const items = await plantListItems(
    db,
    urls,
    userId,
    page.map((plant) => plant.id),
    { scoreIn: spot },
  );
  const wishesOf = new Map(page.map((plant) => [plant.id, plant.wishes]));
  return {
    Items: items.map((item) => ({ ...item, WishesMet: wishesOf.get(item.Id) ?? [] })),
    TotalRows: ranked.length,
    Spot,
  };
}
