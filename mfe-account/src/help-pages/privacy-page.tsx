import { Link } from 'react-router-dom';
import { useCarriedLink } from '@thrive/shared';
import { HelpArticle, HelpSection, helpStyles as styles } from './help-article';

export const PRIVACY_TITLE = 'Privacy Policy';

/** What the app keeps about a gardener (the tables behind their account). */
const WHAT_WE_STORE = [
  'your account: your e-mail address and the nickname you choose',
  'your yards, with their location or ZIP code, and their zones',
  'the plants in your zones, your favorites and your landscape designs',
  'your care tasks, notes and care log',
  'the photos you upload, with the place they were taken when the photo or your device gives it',
  'the questions you ask the expert, and the answers',
  'your subscription purchases, as the app store reports them',
];

/** Outside services, each used only when the operator of this service has set it up. */
const PROVIDERS = [
  'a map tile service, which draws the maps and sees the area shown',
  'a plant identification or plant health service, which receives the photos you ask it to look at',
  'an AI service, which receives the questions you ask the AI expert',
  'Apple’s App Store and Google Play, which handle subscriptions bought in the mobile app',
  'an e-mail service, which delivers the expert’s answers to you',
];

/**
 * help/privacy (SPEC §2.6 footer link): what the app keeps, why, for how long, how to take it
 * away, and who else sees it. Readable without signing in.
 */
export function PrivacyPage() {
  const carried = useCarriedLink();
  return (
    <HelpArticle title={PRIVACY_TITLE}>
      <p className={styles.lead}>
        Thrive Garden keeps what it needs to look after your garden with you. This page says what that is,
        why, for how long, and how to take a copy of it or delete it.
      </p>
      <HelpSection heading="What we store">
        <ul className={styles.list}>
          {WHAT_WE_STORE.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </HelpSection>
      <HelpSection heading="Why">
        <p>
          To give you the app: your yard&apos;s location sets its hardiness zone, frost dates and weather;
          your zones and plants drive the Thrive Scorecard and your care tasks; your e-mail address lets you
          receive the expert&apos;s answers; your purchases unlock what you paid for. When a partner&apos;s
          banner is shown to you or you follow it, we record that, with your device&apos;s location when you
          have shared it, to count how partners&apos; banners are used.
        </p>
      </HelpSection>
      <HelpSection heading="For how long">
        <p>
          Your information is kept until you delete it, or until you delete your account, which deletes
          everything in it. The server&apos;s logs of requests, kept to find faults and stop misuse, are
          deleted after a short time.
        </p>
      </HelpSection>
      <HelpSection heading="Your copy, and deleting it">
        <ul className={styles.list}>
          <li>
            <Link to={carried('/users/settings')}>Settings</Link> has &ldquo;Your data&rdquo;: download a copy
            of everything you keep here (your photos are listed, not included).
          </li>
          <li>
            <Link to={carried('/users/profile')}>My Profile</Link> has &ldquo;Delete my account&rdquo;: your
            account and everything in it are deleted. This cannot be undone.
          </li>
          <li>You can delete a single yard, zone, plant, task or photo at any time where it is shown.</li>
        </ul>
      </HelpSection>
      <HelpSection heading="Other services">
        <p>
          These outside services are used only when the operator of this Thrive Garden service has set them
          up; otherwise nothing goes to them:
        </p>
        <ul className={styles.list}>
          {PROVIDERS.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>Each receives only what it needs for that one task.</p>
      </HelpSection>
      <HelpSection heading="Questions">
        <p>
          Ask us through <Link to={carried('/help/feedback')}>Suggestions &amp; Feedback</Link>.
        </p>
      </HelpSection>
    </HelpArticle>
  );
}
