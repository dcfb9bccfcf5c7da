import { countText } from '@thrive/shared';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "04-03" (MM-DD, as the frost dates call answers) -> "Apr 3"; anything else as it came. */
export function monthDay(value: string): string {
  const match = /^(\d{1,2})[-/](\d{1,2})$/.exec(value.trim());
  const month = match ? MONTHS[Number(match[1]) - 1] : undefined;
  const day = match ? Number(match[2]) : 0;
  return month && day >= 1 && day <= 31 ? `${month} ${day}` : value;
}

/** "4.2 miles" near by, "37 miles" further: the precision a gardener can use. */
export function miles(distance: number): string {
  const rounded = distance < 10 ? Math.round(distance * 10) / 10 : Math.round(distance);
  return countText(rounded, 'mile', 'miles');
}
