import type { YardFrostDates } from '@thrive/shared/contracts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Apr 3" for the frost dates' MM-DD ("04-03"). */
export function frostDay(monthDay: string): string {
  const [month = 0, day = 0] = monthDay.split('-').map(Number);
  return `${MONTHS[month - 1] ?? monthDay} ${day}`;
}

/**
 * The line that says where the task dates come from: "Dates for Demo backyard: last frost
 * about Apr 3, first frost about Nov 4 — NOAA normals of RALEIGH DURHAM INTL AP". Where the
 * dates are a zone's, or there are none (or no frost at all), the server's sentence says it.
 */
export function frostDatesText(yardName: string, frost: YardFrostDates): string {
  const { LastSpringFrost: last, FirstFallFrost: first } = frost;
  if (frost.Source === 'none' || frost.FrostFree || !last || !first) {
    return `Dates for ${yardName}: ${frost.Explanation}`;
  }
  const source =
    frost.Source === 'station'
      ? `NOAA normals of ${frost.StationName}`
      : `typical dates of hardiness zone ${frost.HardinessZone}`;
  return `Dates for ${yardName}: last frost about ${frostDay(last)}, first frost about ${frostDay(first)} — ${source}`;
}
