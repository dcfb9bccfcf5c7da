import { useEffect, useState } from 'react';
import { localToday } from '../validation/calendar-days';

/** A moment after midnight, so the new day has surely begun on the device's clock. */
const AFTER_MIDNIGHT_MS = 1000;

function msUntilTomorrow(now: Date): number {
  const tomorrow = new Date(now);
  tomorrow.setHours(24, 0, 0, 0);
  return tomorrow.getTime() - now.getTime() + AFTER_MIDNIGHT_MS;
}

/**
 * The device's today (yyyy-mm-dd), the `td` of task list queries. It turns over at local
 * midnight, so a page left open overnight asks for the new day's tasks.
 */
export function useLocalToday(): string {
  const [today, setToday] = useState(() => localToday());
  useEffect(() => {
    const timer = setTimeout(() => setToday(localToday()), msUntilTomorrow(new Date()));
    return () => clearTimeout(timer);
  }, [today]);
  return today;
}
