import { useCheckPaymentQuery } from '@thrive/shared';
import { STORE_VERIFICATION_MESSAGES, type Profile } from '@thrive/shared/contracts';
import styles from './profile.module.css';

const NONE_TEXT = 'None';

const dateText = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/**
 * SPEC §7 CheckPayment: whether the gardener subscribed in the mobile app, and since when. A
 * purchase that does not subscribe says why, by the store's word (not yet confirmed, ended,
 * refunded, unknown to the store).
 */
function SubscriptionStatus() {
  const payment = useCheckPaymentQuery();
  if (payment.isLoading) return <>Checking…</>;
  if (payment.isError || !payment.data) return <>Could not be checked just now.</>;
  const { Subscribed, PurchaseDate, Verification } = payment.data.data;
  if (!Subscribed)
    return Verification && Verification !== 'active' ? (
      <>Not subscribed. {STORE_VERIFICATION_MESSAGES[Verification]}</>
    ) : (
      <>Not subscribed</>
    );
  return <>{PurchaseDate ? `Subscribed since ${dateText(PurchaseDate)}` : 'Subscribed'}</>;
}

/** What the gardener sees but does not edit here: sponsor, referral code and subscription. */
export function AccountFacts({ profile }: { profile: Profile }) {
  return (
    <section className={styles.section} aria-labelledby="account-facts-heading">
      <h3 id="account-facts-heading" className={styles.sectionTitle}>
        Your account
      </h3>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>Sponsor</dt>
          <dd>{profile.SponsorName || NONE_TEXT}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Referral code</dt>
          <dd>{profile.ReferralCode || NONE_TEXT}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Subscription</dt>
          <dd aria-live="polite">
            <SubscriptionStatus />
          </dd>
        </div>
      </dl>
    </section>
  );
}
