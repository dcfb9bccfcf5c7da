import { Link } from 'react-router-dom';
import { useCarriedLink, type RemoteSegment } from '@thrive/shared';
import { AccountPage } from './account-page';

/** The screens of each segment, under the side menu's names (SPEC §2.4). */
const SCREEN_LINKS: Partial<Record<RemoteSegment, { path: string; label: string }[]>> = {
  users: [
    { path: 'gallery', label: 'My Gallery' },
    { path: 'favorites', label: 'My Favorites' },
    { path: 'profile', label: 'My Profile' },
    { path: 'settings', label: 'Settings' },
  ],
  help: [
    { path: 'questions', label: 'Ask the Expert' },
    { path: 'feedback', label: 'Suggestions & Feedback' },
    { path: 'wizard', label: 'Help Wizard' },
    { path: 'aboutus', label: 'About Us' },
    { path: 'shopping', label: 'Buying Plants' },
    { path: 'privacy', label: 'Privacy Policy' },
    { path: 'terms', label: 'Terms of Use' },
  ],
};

/**
 * `#/users` and `#/help` alone (no screen of SPEC's sits there, and unknown addresses under them
 * come here): the segment's screens, linked with the carried parameters (SPEC §2.1).
 */
export function SegmentIndexPage({ segment, title }: { segment: RemoteSegment; title: string }) {
  const carried = useCarriedLink();
  return (
    <AccountPage title={title}>
      <nav aria-label={`${title} pages`}>
        <ul>
          {(SCREEN_LINKS[segment] ?? []).map(({ path, label }) => (
            <li key={path}>
              <Link to={carried(`/${segment}/${path}`)}>{label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </AccountPage>
  );
}
