import { asc, count, inArray } from 'drizzle-orm';
import { type ReferenceItem } from '@thrive/shared/contracts';
import { type LandscapeStyleListItem, type StyleFilterList } from '@thrive/shared/landscape';
import type { Database } from '../../db/database';
import { landscapeStyleAttributes, landscapeStylePlants, landscapeStyles } from '../../db/schema';
import { listItems } from '../common/reference-lists';

/** The reference list each Design filter list names. */
export const STYLE_LIST_NAMES: Record<StyleFilterList, readonly [list: string, what: string]> = {
  hz: ['hardiness-zones', 'hardiness zone'],
  sr: ['sun-requirements', 'sun requirement'],
  wr: ['water-requirements', 'water requirement'],
  gr: ['growth-rates', 'growth rate'],
  ef: ['effort', 'effort'],
  at: ['attractants', 'attractant'],
  co: ['costs', 'cost'],
};

type StyleRow = Pick<
  typeof landscapeStyles.$inferSelect,
  'id' | 'name' | 'description' | 'thumbnail' | 'webImage'
>;

/** `{Id, Name}` of each id, from the reference list in memory; an id the list lacks is left out. */
async function namedItems(
  db: Database,
  filterList: StyleFilterList,
  ids: number[],
): Promise<ReferenceItem[]> {
  const items = await listItems(db, STYLE_LIST_NAMES[filterList][0]);
  const wanted = new Set(ids);
  return items.filter((item) => wanted.has(item.Id)).map(({ Id, Name }) => ({ Id, Name }));
}

/**
 * Styles as the list and the profile page show them, in the order of `rows`: each with its
 * profile named from the reference lists and its palette's plant count. Three queries
 * whatever the number of styles.
 */
export async function styleListItems(
  db: Database,
  rows: readonly StyleRow[],
): Promise<LandscapeStyleListItem[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const [attributes, counts] = await Promise.all([
    db
      .select()
      .from(landscapeStyleAttributes)
      .where(inArray(landscapeStyleAttributes.styleId, ids))
      .orderBy(asc(landscapeStyleAttributes.itemId)),
    db
      .select({ styleId: landscapeStylePlants.styleId, n: count() })
      .from(landscapeStylePlants)
      .where(inArray(landscapeStylePlants.styleId, ids))
      .groupBy(landscapeStylePlants.styleId),
  ]);
  const plantCount = new Map(counts.map((row) => [row.styleId, row.n]));
  return Promise.all(
    rows.map(async (row) => {
      const idsOf = (list: StyleFilterList) =>
        attributes.filter((a) => a.styleId === row.id && a.list === list).map((a) => a.itemId);
      const named = (list: StyleFilterList) => namedItems(db, list, idsOf(list));
      const zones = await named('hz');
      return {
        Id: row.id,
        Name: row.name,
        Description: row.description,
        Thumbnail: row.thumbnail,
        WebImage: row.webImage,
        PlantCount: plantCount.get(row.id) ?? 0,
        Profile: {
          SunRequirements: await named('sr'),
          WaterRequirements: await named('wr'),
          HardinessZoneLow: zones[0] ?? null,
          HardinessZoneHigh: zones.at(-1) ?? null,
          GrowthRates: await named('gr'),
          Effort: await named('ef'),
          Attractants: await named('at'),
          Costs: await named('co'),
        },
      };
    }),
  );
}

/** The columns styleListItems reads. */
export const styleRowColumns = {
  id: landscapeStyles.id,
  name: landscapeStyles.name,
  description: landscapeStyles.description,
  thumbnail: landscapeStyles.thumbnail,
  webImage: landscapeStyles.webImage,
  tips: landscapeStyles.tips,
};
