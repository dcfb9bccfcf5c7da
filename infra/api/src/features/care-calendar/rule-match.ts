import {
  conditionsHold,
  zoneOrder,
  type CarePlant,
  type CareTipConditions,
} from '../plant-details/care-tips';
import type { YardConditions } from './care-data-schema';

/** What the yard conditions of a rule read: its hardiness zone id (1 = 1a .. 26 = 13b, 0 unknown). */
export interface YardContext {
  zoneId: number;
  frostFree: boolean;
}

/** 14 -> '7b', as ids run in lists/hardiness-zones.json; '' for 0. */
export const zoneLabelOf = (zoneId: number): string =>
  zoneId > 0 ? `${Math.ceil(zoneId / 2)}${zoneId % 2 === 1 ? 'a' : 'b'}` : '';

/** Half zones above the plant's ZoneLow that still count as marginal (one whole zone). */
const MARGINAL_HALF_ZONES = 2;

/** How the yard's winter relates to the plant's range; null when either is unknown. */
export function hardinessOf(
  yardZoneId: number,
  plantZoneLowId: number,
): 'tender' | 'marginal' | 'hardy' | null {
  if (yardZoneId <= 0 || plantZoneLowId <= 0) return null;
  if (yardZoneId < plantZoneLowId) return 'tender';
  return yardZoneId < plantZoneLowId + MARGINAL_HALF_ZONES ? 'marginal' : 'hardy';
}

export function yardConditionsHold(when: YardConditions, yard: YardContext, plantZoneLowId: number): boolean {
  if (when.yardZoneFrom && !(yard.zoneId >= zoneOrder(when.yardZoneFrom))) return false;
  if (when.yardZoneTo && !(yard.zoneId > 0 && yard.zoneId <= zoneOrder(when.yardZoneTo))) return false;
  if (when.frostFree !== undefined && when.frostFree !== yard.frostFree) return false;
  if (when.hardiness) {
    const hardiness = hardinessOf(yard.zoneId, plantZoneLowId);
    if (!hardiness || !when.hardiness.includes(hardiness)) return false;
  }
  return true;
}

export interface Matchable {
  When: CareTipConditions;
  Yard: YardConditions;
  Group?: string;
}

/** A plant in a yard, as rules read it. */
export interface PlantInYard {
  plant: CarePlant;
  zoneLowId: number;
  yard: YardContext;
}

/** The items that apply to a plant in a yard: of each Group only the first that applies. */
export function applicableTo<T extends Matchable>(
  items: readonly T[],
  { plant, zoneLowId, yard }: PlantInYard,
): T[] {
  const usedGroups = new Set<string>();
  return items.filter((item) => {
    if (item.Group && usedGroups.has(item.Group)) return false;
    if (!conditionsHold(item.When, plant) || !yardConditionsHold(item.Yard, yard, zoneLowId)) return false;
    if (item.Group) usedGroups.add(item.Group);
    return true;
  });
}
