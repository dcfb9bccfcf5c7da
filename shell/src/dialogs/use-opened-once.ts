import { useState } from 'react';

/**
 * Whether a dialog has been open at least once. Its code loads then, not with the first
 * screen, and stays mounted afterwards, so what the gardener typed outlives a close.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
