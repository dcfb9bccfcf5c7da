import { Link } from 'react-router-dom';
import { useCarriedLink } from '@thrive/shared';
import { HelpArticle, HelpSection, helpStyles as styles } from './help-article';

export const TERMS_TITLE = 'Terms of Use';

/**
 * help/terms (SPEC §2.6 footer link): plain-language terms of use for a gardening app.
 * Readable without signing in.
 */
export function TermsPage() {
  const carried = useCarriedLink();
  return (
    <HelpArticle title={TERMS_TITLE}>
      <p className={styles.lead}>
        By using Thrive Garden you agree to these terms. They are meant to be read: if anything is unclear,
        ask us.
      </p>
      <HelpSection heading="Advice is guidance">
        <p>
          Thrive Scorecards, care tasks, tips and the expert&apos;s answers are our best guidance for home
          gardens, not a guarantee. Weather, soil, pests and care differ from garden to garden, and plants can
          fail for reasons no one foresaw. Check the label before using any product, and take professional
          advice before eating a plant you are not sure of or treating a large tree.
        </p>
      </HelpSection>
      <HelpSection heading="Your content stays yours">
        <p>
          Your yards, notes, photos and questions remain yours. You let us store and show them to you so the
          app can work, and you can download or delete them at any time (see the{' '}
          <Link to={carried('/help/privacy')}>Privacy Policy</Link>). A yard you choose to share on a public
          page can be seen by anyone with its link until you stop sharing it.
        </p>
      </HelpSection>
      <HelpSection heading="Acceptable use">
        <ul className={styles.list}>
          <li>Upload only photos and text you have the right to share.</li>
          <li>No abusive, unlawful or misleading content, including in questions to the expert.</li>
          <li>Do not try to reach other gardeners&apos; accounts or disrupt the service.</li>
          <li>Keep your sign-in link to yourself: anyone who has it can open your account.</li>
        </ul>
        <p>We may suspend an account that breaks these rules.</p>
      </HelpSection>
      <HelpSection heading="Subscriptions">
        <p>
          Paid plans are bought in the mobile app through Apple&apos;s App Store or Google Play, under that
          store&apos;s terms. Billing, renewal, cancellation and refunds are handled by the store: manage them
          in your store account.
        </p>
      </HelpSection>
      <HelpSection heading="Changes">
        <p>
          The app and these terms may change. When a change matters to you, we will say so in the app before
          it applies; using the app after that means you accept the new terms.
        </p>
      </HelpSection>
      <HelpSection heading="Contact">
        <p>
          Questions, suggestions or a problem: write to us through{' '}
          <Link to={carried('/help/feedback')}>Suggestions &amp; Feedback</Link>.
        </p>
      </HelpSection>
    </HelpArticle>
  );
}
