import { lazy, Suspense } from 'react';
import { Loading } from '@thrive/shared';
import { LOADING_INVITATION } from './invitation-texts';

// The invitation page and its join form (react-hook-form, the form kit) stay off the first
// screen: most visits never open an invitation.
const InvitationPage = lazy(() =>
  import('./invitation-page').then((module) => ({ default: module.InvitationPage })),
);

/** `#/invitation/{token}`: an invitation to share a yard, signed in or out. */
export function InvitationRoute() {
  return (
    <Suspense fallback={<Loading label={LOADING_INVITATION} />}>
      <InvitationPage />
    </Suspense>
  );
}
