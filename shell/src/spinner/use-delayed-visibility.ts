import { useEffect, useState } from 'react';

/**
 * `active`, delayed both ways by `delayMs`: visible only once it has been active that long,
 * hidden only once it has been inactive that long. A change back within the delay cancels
 * the pending change, so short loads never flash and back-to-back loads do not flicker.
 */
export function useDelayedVisibility(active: boolean, delayMs: number): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (active === visible) return;
    const timer = setTimeout(() => setVisible(active), delayMs);
    return () => clearTimeout(timer);
  }, [active, visible, delayMs]);
  return visible;
}
