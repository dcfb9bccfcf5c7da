import { z } from 'zod';
import { rejected, unverifiable, type StoreVerdict } from './store-verdict';

/** Get All Subscription Statuses (GET /inApps/v1/subscriptions/{transactionId}): the parts read. */
const statusResponse = z
  .object({
    data: z.array(
      z
        .object({
          lastTransactions: z.array(
            z
              .object({
                status: z.number().int(),
                signedTransactionInfo: z.string(),
                signedRenewalInfo: z.string().optional(),
              })
              .loose(),
          ),
        })
        .loose(),
    ),
  })
  .loose();

/** JWSTransactionDecodedPayload, as far as a verdict reads it (dates in epoch ms). */
const transactionPayload = z
  .object({
    originalTransactionId: z.string().min(1),
    transactionId: z.string().optional(),
    bundleId: z.string(),
    environment: z.string(),
    expiresDate: z.number().optional(),
    revocationDate: z.number().optional(),
  })
  .loose();
type TransactionPayload = z.infer<typeof transactionPayload>;

const renewalPayload = z.object({ gracePeriodExpiresDate: z.number().optional() }).loose();

/** The subscription statuses of the App Store Server API. */
const STATUS = { active: 1, expired: 2, billingRetry: 3, gracePeriod: 4, revoked: 5 } as const;

export interface AppStoreExpectations {
  bundleId: string;
  environment: string;
  /** Checks a signed payload and returns it; throws when it is not Apple's. */
  verifyPayload: (signed: string) => Record<string, unknown>;
}

interface Candidate {
  status: number;
  transaction: TransactionPayload;
  signedRenewalInfo?: string;
}

/** The asked subscription; else, of the customer's subscriptions the answer lists, the latest. */
function chosen(candidates: Candidate[], askedId: string): Candidate | undefined {
  const asked = candidates.find(
    ({ transaction }) =>
      transaction.originalTransactionId === askedId || transaction.transactionId === askedId,
  );
  const byExpiry = [...candidates].sort(
    (a, b) => (b.transaction.expiresDate ?? 0) - (a.transaction.expiresDate ?? 0),
  );
  return asked ?? byExpiry[0];
}

/** In a billing grace period the gardener keeps access until the renewal info's grace end. */
function graceEnd(candidate: Candidate, expectations: AppStoreExpectations): number | undefined {
  if (candidate.status !== STATUS.gracePeriod || !candidate.signedRenewalInfo) return undefined;
  const renewal = renewalPayload.safeParse(expectations.verifyPayload(candidate.signedRenewalInfo));
  return renewal.data?.gracePeriodExpiresDate;
}

/**
 * The App Store's status answer as a verdict. Every date comes from a payload Apple signed
 * (verifyPayload); the subscription's id kept is its original transaction id, so a later
 * receipt of one subscription is the same subscription.
 */
export function appStoreVerdict(
  body: unknown,
  askedId: string,
  expectations: AppStoreExpectations,
): StoreVerdict {
  const answer = statusResponse.safeParse(body).data;
  if (!answer) return unverifiable('The App Store answered something that is not a subscription status');
  const candidates: Candidate[] = [];
  for (const group of answer.data)
    for (const last of group.lastTransactions) {
      const transaction = transactionPayload.safeParse(
        expectations.verifyPayload(last.signedTransactionInfo),
      );
      if (!transaction.data) return unverifiable('The App Store signed a transaction this code cannot read');
      candidates.push({
        status: last.status,
        transaction: transaction.data,
        signedRenewalInfo: last.signedRenewalInfo,
      });
    }
  const candidate = chosen(candidates, askedId);
  if (!candidate) return rejected('The App Store has no subscription for this purchase.');
  const { transaction, status } = candidate;
  if (transaction.bundleId !== expectations.bundleId)
    return rejected(`The purchase is for another app (${transaction.bundleId}).`);
  if (transaction.environment !== expectations.environment)
    return rejected(`The purchase was made in the App Store's ${transaction.environment} environment.`);
  const ends = Math.max(transaction.expiresDate ?? 0, graceEnd(candidate, expectations) ?? 0);
  const confirmed = {
    expiresAt: ends ? new Date(ends) : null,
    storeReference: transaction.originalTransactionId,
  };
  if (transaction.revocationDate !== undefined || status === STATUS.revoked)
    return { status: 'refunded', ...confirmed };
  if (status === STATUS.active || status === STATUS.gracePeriod) return { status: 'active', ...confirmed };
  if (status === STATUS.expired || status === STATUS.billingRetry) return { status: 'expired', ...confirmed };
  return unverifiable(`The App Store gave status ${status}`);
}
