import { lazy, Suspense, type ComponentType } from 'react';
import { Loading } from '@thrive/shared';

/**
 * A route whose page is fetched only when its address is opened, saying what is opening
 * meanwhile: the page's code stays off the first screen.
 */
export function onDemandRoute(load: () => Promise<ComponentType>, loadingLabel: string): ComponentType {
  const Page = lazy(() => load().then((page) => ({ default: page })));
  return function OnDemandRoute() {
    return (
      <Suspense fallback={<Loading label={loadingLabel} />}>
        <Page />
      </Suspense>
    );
  };
}
