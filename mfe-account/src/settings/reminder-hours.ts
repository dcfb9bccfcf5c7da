/** The hours offered for the morning e-mail: early enough to plan the day's care. */
export const MORNING_HOURS = [5, 6, 7, 8, 9, 10, 11] as const;

/**
 * The hours the select offers: the morning ones, and the saved hour too when it is another
 * (the API takes any hour 0–23), so the saved choice always shows as it is.
 */
export function offeredHours(saved: number): number[] {
  const hours: number[] = [...MORNING_HOURS];
  return hours.includes(saved) ? hours : [...hours, saved].sort((a, b) => a - b);
}

/**
 * "7:00 AM" or "07:00", as the device's locale writes a time. The hour is a wall-clock hour of
 * the yard's zone, not an instant: it is formatted in UTC so no zone of the device shifts it.
 */
export function hourLabel(hour: number, locale?: string): string {
  const format = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  return format.format(new Date(Date.UTC(2000, 0, 1, hour)));
}
