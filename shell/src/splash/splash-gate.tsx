import type { ReactNode } from 'react';
import { useSessionStatus } from '../common/session-status';
import { SplashScreen } from './splash-screen';

/**
 * While the address's key is being registered the splash stands in for every route
 * (SPEC §2.2 "on session start it shows the loading state"), so a deep link with a key
 * opens its page only once the page can call the API as the new gardener.
 * index.html's prerendered first screen stays over it meanwhile: it goes when the shell's
 * layout is drawn (ShellLayout), or when this splash shows its image (SplashScreen).
 */
export function SplashGate({ children }: { children: ReactNode }) {
  return useSessionStatus() === 'starting' ? <SplashScreen /> : children;
}
