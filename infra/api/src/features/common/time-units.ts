/** Milliseconds in a day of 24 hours: in UTC every day has that many. */
export const DAY_MS = 86_400_000;
