import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useInRouterContext } from 'react-router-dom';
import { AreaPreview, type RemoteAppProps, type RemoteSegment } from '@thrive/shared';
import { AboutUsPage } from './about-us/about-us-page';
import { FavoritesPage } from './favorites/favorites-page';
import { FeedbackPage } from './feedback/feedback-page';
import { ProfilePage } from './profile/profile-page';
import { SettingsPage } from './settings/settings-page';

/** Page titles of the segments this remote owns (DESIGN §2 table). */
const TITLES: Partial<Record<RemoteSegment, string>> = {
  users: 'My Account',
  help: 'Help',
};

/** The screens still to come (users/gallery, help/wizard) show a preview. */
function Preview({ segment }: { segment: RemoteSegment }) {
  return (
    <AreaPreview
      title={TITLES[segment] ?? segment}
      buildId={__BUILD_ID__}
      description="Your photo gallery and the help wizard are on their way."
    />
  );
}

/**
 * The screens of each segment (SPEC §2.4), matched relative to the shell's `/:segment/*`
 * route: under `users`, `favorites` is `#/users/favorites`.
 */
const SCREENS: Partial<Record<RemoteSegment, ReactNode>> = {
  users: (
    <>
      <Route path="favorites" element={<FavoritesPage />} />
      <Route path="profile" element={<ProfilePage />} />
      <Route path="settings" element={<SettingsPage />} />
    </>
  ),
  help: (
    <>
      <Route path="feedback" element={<FeedbackPage />} />
      <Route path="aboutus" element={<AboutUsPage />} />
    </>
  ),
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
