import { useGetGrowingConditionsQuery, useGetPlantAttributeCatalogueQuery } from '@thrive/shared';
import type { ReferenceItem } from '@thrive/shared/contracts';
import {
  LANDSCAPE_STYLE_PAGE_SIZE_MAX,
  type LandscapeStyleListItem,
  type StyleFilterList,
} from '@thrive/shared/landscape';
import { useSearchLandscapeStylesQuery } from '@thrive/shared/landscape-api';

type ProfileList = 'GrowthRates' | 'Effort' | 'Costs';

/** Every item of one profile list that some style has, in id order (the lists' own order). */
function itemsOfStyles(styles: LandscapeStyleListItem[], list: ProfileList): ReferenceItem[] {
  const byId = new Map<number, ReferenceItem>();
  for (const style of styles) for (const item of style.Profile[list]) byId.set(item.Id, item);
  return [...byId.values()].sort((a, b) => a.Id - b.Id);
}

/**
 * The choices of each filter list (SPEC §3 reference lists); undefined while loading.
 * Zones, sun and water come from the growing conditions and attractants from the attribute
 * catalogue, as in plant search. Growth rate, effort and cost have no list call of their
 * own, so they offer what the styles themselves have: an unfiltered page holds every style
 * (there are a few dozen), and a choice no style has would only ever find nothing.
 */
export function useFilterOptions(): Record<StyleFilterList, ReferenceItem[] | undefined> {
  const conditions = useGetGrowingConditionsQuery().data;
  const attributes = useGetPlantAttributeCatalogueQuery(0).data;
  const styles = useSearchLandscapeStylesQuery({ c: LANDSCAPE_STYLE_PAGE_SIZE_MAX }).data?.Items;
  return {
    hz: conditions?.HardinessZones,
    sr: conditions?.SunRequirements,
    wr: conditions?.WaterRequirements,
    gr: styles && itemsOfStyles(styles, 'GrowthRates'),
    ef: styles && itemsOfStyles(styles, 'Effort'),
    at: attributes?.Attractants,
    co: styles && itemsOfStyles(styles, 'Costs'),
  };
}
