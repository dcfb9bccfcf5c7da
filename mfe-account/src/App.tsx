import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useInRouterContext } from 'react-router-dom';
import { AreaPreview, type RemoteAppProps, type RemoteSegment } from '@thrive/shared';
import { FavoritesPage } from './favorites/favorites-page';

/** Page titles of the segments this remote owns (DESIGN §2 table). */
const TITLES: Partial<Record<RemoteSegment, string>> = {
  users: 'My Account',
  help: 'Help',
};

/** The screens still to come: profile, gallery, settings, feedback and help show a preview. */
function Preview({ segment }: { segment: RemoteSegment }) {
  return (
    <AreaPreview
      title={TITLES[segment] ?? segment}
      buildId={__BUILD_ID__}
      description="Your profile, favorites, gallery, settings, feedback and help."
    />
  );
}

/**
 * The screens of each segment (SPEC §2.4), matched relative to the shell's `/:segment/*`
 * route: under `users`, `favorites` is `#/users/favorites`.
 */
const SCREENS: Partial<Record<RemoteSegment, ReactNode>> = {
  users: <Route path="favorites" element={<FavoritesPage />} />,
};

function SegmentRoutes({ segment }: RemoteAppProps) {
  return (
    <Routes>
      {SCREENS[segment]}
      <Route path="*" element={<Preview segment={segment} />} />
    </Routes>
  );
}

/** The exposed `./App`: the shell renders it for every segment this remote owns. */
export default function App({ segment }: RemoteAppProps) {
  const inRouter = useInRouterContext();
  // The shell always renders us inside its router; a bare mount (the contract test) does not.
  if (inRouter) return <SegmentRoutes segment={segment} />;
  return (
    <MemoryRouter>
      <SegmentRoutes segment={segment} />
    </MemoryRouter>
  );
}
