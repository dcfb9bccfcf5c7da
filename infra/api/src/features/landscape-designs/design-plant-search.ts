import { and, isNull, sql, type SQL } from 'drizzle-orm';
import { type DesignPlantPage, type DesignPlantQuery } from '@thrive/shared/landscape';
import { NOT_SET_ID, scorePlantInZone, THRIVE_SCORE, type ZoneConditions } from '@thrive/shared/thrive';
import type { Database } from '../../db/database';
import { plants } from '../../db/schema';
import type { MediaUrls } from '../common/media-urls';
import { matchingPage } from '../plant-search/matching-page';
import { textSearch } from '../plant-search/search-text';
import { plantListItems } from '../plants/plant-list-items';
import { loadSunPx } from '../thrive/garden-scorer';
import { designConditions } from './design-conditions';
import { ownedDesign } from './owned-design';

const requirementColumns = {
  SunRequirementId: plants.sunRequirementId,
  AltSunRequirementId: plants.altSunRequirementId,
  WaterRequirementId: plants.waterRequirementId,
  ZoneLowId: plants.zoneLowId,
  ZoneHighId: plants.zoneHighId,
};
type Requirements = { [K in keyof typeof requirementColumns]: number };

const intArray = (values: number[]) => sql`${`{${values.join(',')}}`}::int[]`;

/**
 * Plants that score good (SPEC §5) where the design is: good sun, good water and not too
 * cold or hot. A condition the design does not know (no water chosen, no hardiness zone
 * found) is left out instead of making every plant "unknown". Scored by the shared SPEC
 * functions once per distinct combination of the values scoring reads, as the zone filter
 * of the plant search does (plant-search/thrive-filter.ts).
 */
async function goodFor(db: Database, conditions: ZoneConditions): Promise<SQL> {
  const [combinations, sunPx] = await Promise.all([
    db.selectDistinct(requirementColumns).from(plants) as Promise<Requirements[]>,
    loadSunPx(db),
  ]);
  const good = combinations.filter((plant) => {
    const card = scorePlantInZone(plant, conditions, sunPx);
    const known = (id: number, score: number) => id === NOT_SET_ID || score === THRIVE_SCORE.Good;
    return (
      card.Sun.Score === THRIVE_SCORE.Good &&
      known(conditions.waterRequirementId, card.Water.Score) &&
      known(conditions.yardHardinessZoneId, card.Freeze.Score)
    );
  });
  const column = (key: keyof Requirements) => intArray(good.map((plant) => plant[key]));
  return sql`(${plants.sunRequirementId}, ${plants.altSunRequirementId}, ${plants.waterRequirementId},
    ${plants.zoneLowId}, ${plants.zoneHighId}) IN (SELECT * FROM unnest(${column('SunRequirementId')},
    ${column('AltSunRequirementId')}, ${column('WaterRequirementId')}, ${column('ZoneLowId')}, ${column('ZoneHighId')}))`;
}

/**
 * GET LandscapeDesign/{id}/PlantSearch/: a page of the plants that score good for the
 * design (optionally matching words k), weeds left out, each with its overall score there,
 * the caller's favorite marks and photo thumbnails, as every plant list shows them.
 */
export async function designPlantSearch(
  db: Database,
  urls: MediaUrls,
  userId: number,
  designId: number,
  { k, i, c }: DesignPlantQuery,
): Promise<DesignPlantPage> {
  const conditions = await designConditions(db, await ownedDesign(db, userId, designId));
  const text = textSearch(k);
  // Issue 28: the plants offered for a design never include a noxious or invasive weed.
  const where = and(text?.where, await goodFor(db, conditions), isNull(plants.weedStatus));
  const { ids, total } = await matchingPage(db, { text, where, sort: 'Relevance', i, c });
  const items = await plantListItems(db, urls, userId, ids, { scoreIn: conditions });
  return { Items: items, TotalRows: total, i, c };
}
