import type { ReactNode } from 'react';
import { MemoryRouter, Navigate, Route, Routes, useInRouterContext } from 'react-router-dom';
import { useCarriedLink, type RemoteAppProps, type RemoteSegment } from '@thrive/shared';
import { AboutUsPage } from './about-us/about-us-page';
import { SegmentIndexPage } from './common/segment-index-page';
import { FavoritesPage } from './favorites/favorites-page';
import { FeedbackPage } from './feedback/feedback-page';
import { GalleryPage } from './gallery/gallery-page';
import { HelpWizardPage } from './help-wizard/help-wizard-page';
import { PrivacyPage } from './help-pages/privacy-page';
import { ShoppingPage } from './help-pages/shopping-page';
import { TermsPage } from './help-pages/terms-page';
import { ProfilePage } from './profile/profile-page';
import { QuestionsPage } from './questions/questions-page';
import { SettingsPage } from './settings/settings-page';

/** Page titles of the segments this remote owns (DESIGN §2 table). */
const TITLES: Partial<Record<RemoteSegment, string>> = {
  users: 'My Account',
  help: 'Help',
};

/** An unknown address inside a segment goes to that segment's index, as in the other remotes. */
function ToSegmentRoot({ segment }: { segment: RemoteSegment }) {
  const carried = useCarriedLink();
  return <Navigate to={carried(`/${segment}`)} replace />;
}

/**
 * The screens of each segment (SPEC §2.4), matched relative to the shell's `/:segment/*`
 * route: under `users`, `favorites` is `#/users/favorites`.
 */
const SCREENS: Partial<Record<RemoteSegment, ReactNode>> = {
  users: (
    <>
      <Route path="gallery" element={<GalleryPage />} />
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
      <Route path="questions" element={<QuestionsPage />} />
      {/* Read signed out too: the footer's legal links and the default Shop link. */}
      <Route path="privacy" element={<PrivacyPage />} />
      <Route path="terms" element={<TermsPage />} />
      <Route path="shopping" element={<ShoppingPage />} />
    </>
  ),
};

function SegmentRoutes({ segment }: RemoteAppProps) {
  return (
    <Routes>
      <Route index element={<SegmentIndexPage segment={segment} title={TITLES[segment] ?? segment} />} />
      {SCREENS[segment]}
      <Route path="*" element={<ToSegmentRoot segment={segment} />} />
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
