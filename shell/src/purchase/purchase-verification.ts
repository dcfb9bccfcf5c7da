import { STORE_VERIFICATION_MESSAGES, type StoreVerification, type Toast } from '@thrive/shared';

const PURCHASE_TOAST_TITLE = 'Subscription';

/**
 * What the gardener is told once a purchase is recorded: the store's word on it (an
 * unconfirmed or refused purchase subscribes nothing, and the app says so). Null from a
 * server that does not say.
 */
export function verificationToast(verification: StoreVerification | undefined): Toast | null {
  if (!verification) return null;
  const variant = verification === 'active' ? 'success' : verification === 'unverified' ? 'info' : 'warning';
  return { title: PURCHASE_TOAST_TITLE, message: STORE_VERIFICATION_MESSAGES[verification], variant };
}
