import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useInRouterContext } from 'react-router-dom';
import { AreaPreview, type RemoteAppProps, type RemoteSegment } from '@thrive/shared';
import { AboutUsPage } from './about-us/about-us-page';
import { FavoritesPage } from './favorites/favorites-page';
import { FeedbackPage } from './feedback/feedback-page';
import { HelpWizardPage } from './help-wizard/help-wizard-page';
import { ProfilePage } from './profile/profile-page';
import { SettingsPage } from './settings/settings-page';

/** Page titles of the segments this remote owns (DESIGN §2 table). */
const TITLES: Partial<Record<RemoteSegment, string>> = {
  users: 'My Account',
  help: 'Help',
};

/** The screen still to come (users/gallery) shows a preview, as does any unknown path. */
function Preview({ segment }: { segment: RemoteSegment }) {
  return (
    <AreaPreview
      title={TITLES[segment] ?? segment}
      buildId={__BUILD_ID__}
      description="Your photo gallery is on its way."
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
      <Route path="wizard" element={<HelpWizardPage />} />
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
