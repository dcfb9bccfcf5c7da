import type { ReactNode } from 'react';
import { useSessionStatus } from '../session/session-status';
import { SplashScreen } from './splash-screen';

/**
 * While the address's key is being registered the splash stands in for every route
 * (SPEC §2.2 "on session start it shows the loading state"), so a deep link with a key
 * opens its page only once the page can call the API as the new gardener.
 */
export function SplashGate({ children }: { children: ReactNode }) {
  return useSessionStatus() === 'starting' ? <SplashScreen /> : children;
}
