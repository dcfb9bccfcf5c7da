/** "72 °F": the forecast's Celsius as our gardeners read temperatures. */
export const fahrenheit = (celsius: number): string => `${Math.round((celsius * 9) / 5 + 32)} °F`;

/** "0.7 in", "0 in", "a trace" under a twentieth of an inch. */
export function rainInches(mm: number): string {
  if (mm <= 0) return '0 in';
  const inches = mm / 25.4;
  return inches < 0.05 ? 'a trace' : `${inches.toFixed(1)} in`;
}

/** "Thu, Jul 16" for a yyyy-mm-dd day, whatever the device's time zone. */
export const dayName = (day: string): string =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** "Jul 15, 9:00 AM" in the device's own time. */
export const updatedAt = (iso: string): string =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
