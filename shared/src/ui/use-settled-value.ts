import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs`: what a box that asks the server as the
 * gardener types (suggestions, a ZIP code's place) asks for, so a word typed briskly is one
 * call, not one per key.
 */
export function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
