import { addDays, dayInYear, yearOf } from '../common/calendar-days';
import type { FrostDates } from './frost-dates';

/** Cool-season crops go in up to six weeks before the last frost: the season starts then. */
export const SEASON_LEAD_DAYS = 42;
/** Indoors there is no season. */
const INDOOR_CATEGORIES = ['houseplants'];

/**
 * The day care counted from planting ("water the new planting", "pinch the first flowers")
 * starts, or null when there is none. A plant added to a zone between the first fall frost
 * and the next season is dormant or a plan for spring, not a planting to water in: a
 * perennial's care starts with the next growing season, and an annual's planting care is
 * left to its seasonal rules (sow, transplant). Frost-free yards, houseplants and yards
 * without frost dates start the day the plant was added.
 */
export function plantingDay(
  added: string,
  frost: FrostDates,
  plant: { categoryKey: string; lifecycle: string },
): string | null {
  if (
    frost.frostFree ||
    !frost.lastFrost ||
    !frost.firstFrost ||
    INDOOR_CATEGORIES.includes(plant.categoryKey)
  )
    return added;
  const year = yearOf(added);
  const seasonStart = (season: number) => addDays(dayInYear(season, frost.lastFrost!), -SEASON_LEAD_DAYS);
  if (added >= seasonStart(year) && added <= dayInYear(year, frost.firstFrost)) return added;
  if (plant.lifecycle === 'annual') return null;
  return added < seasonStart(year) ? seasonStart(year) : seasonStart(year + 1);
}
