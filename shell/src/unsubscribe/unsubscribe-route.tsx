import { lazy, Suspense } from 'react';
import { Loading } from '@thrive/shared';
import { LOADING_UNSUBSCRIBE } from './unsubscribe-texts';

// The unsubscribe page stays off the first screen: only a reminder mail's link opens it.
const UnsubscribePage = lazy(() =>
  import('./unsubscribe-page').then((module) => ({ default: module.UnsubscribePage })),
);

/** `#/unsubscribe/{token}`: turns e-mail reminders off from a reminder mail, signed in or out. */
export function UnsubscribeRoute() {
  return (
    <Suspense fallback={<Loading label={LOADING_UNSUBSCRIBE} />}>
      <UnsubscribePage />
    </Suspense>
  );
}
