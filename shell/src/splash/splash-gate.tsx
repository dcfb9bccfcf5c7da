import { useEffect, type ReactNode } from 'react';
import { useSessionStatus } from '../session/session-status';
import { SplashScreen } from './splash-screen';
import { removeStaticSplash } from './static-splash';

/**
 * While the address's key is being registered the splash stands in for every route
 * (SPEC §2.2 "on session start it shows the loading state"), so a deep link with a key
 * opens its page only once the page can call the API as the new gardener.
 * Mounted with the app: index.html's static splash, shown until now, goes.
 */
export function SplashGate({ children }: { children: ReactNode }) {
  useEffect(() => removeStaticSplash(), []);
  return useSessionStatus() === 'starting' ? <SplashScreen /> : children;
}
