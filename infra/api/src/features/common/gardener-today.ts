import { addDays, dayOf } from './calendar-days';

/** The server's day (UTC): what the care calendar is generated for. */
export const serverToday = (clock: () => Date): string => dayOf(clock());

/**
 * The gardener's own day (their device's date, `td`) decides what is past due; it is taken
 * only within a day of the server's, so a wrong device clock cannot reach far.
 */
export function gardenerToday(clock: () => Date, td: string | undefined): string {
  const today = serverToday(clock);
  if (!td) return today;
  return td >= addDays(today, -1) && td <= addDays(today, 1) ? td : today;
}
