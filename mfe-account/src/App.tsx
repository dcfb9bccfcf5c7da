import { Route } from 'react-router-dom';
import { remoteApp } from '@thrive/shared';
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

/**
 * The screens of each segment (SPEC §2.4): its index, under the segment's title (DESIGN §2
 * table), links them, and an unknown address inside the segment goes to that index.
 */
export default remoteApp('mfe-account', {
  screens: {
    users: (
      <>
        <Route index element={<SegmentIndexPage segment="users" title="My Account" />} />
        <Route path="gallery" element={<GalleryPage />} />
        <Route path="favorites" element={<FavoritesPage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="settings" element={<SettingsPage />} />
      </>
    ),
    help: (
      <>
        <Route index element={<SegmentIndexPage segment="help" title="Help" />} />
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
  },
});
