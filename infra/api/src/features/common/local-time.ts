import tzLookup from '@photostructure/tz-lookup';

/**
 * The time zone of a yard without coordinates (its reminders, its weather): most of our gardeners are in
 * the eastern United States, and a reminder an hour or three off is better than none.
 */
const FALLBACK_TIME_ZONE = 'America/New_York';

/** The IANA time zone at a yard's coordinates, FALLBACK_TIME_ZONE without them. */
export function timeZoneAt(place: { latitude: number | null; longitude: number | null } | null): string {
  if (!place || place.latitude === null || place.longitude === null) return FALLBACK_TIME_ZONE;
  try {
    return tzLookup(place.latitude, place.longitude);
  } catch {
    // Coordinates out of range (a hand-edited yard): the fallback rather than no reminder.
    return FALLBACK_TIME_ZONE;
  }
}

/** The local calendar day (YYYY-MM-DD) and hour (0–23) in `timeZone` at `now`. */
export function localDayAndHour(now: Date, timeZone: string): { day: string; hour: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}
