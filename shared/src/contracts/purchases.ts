import { z } from 'zod';
import {
  payloadUserIdSchema,
  linkKindSchema,
  normalizeReferralCode,
  REFERRAL_CODE_MAX_LENGTH,
} from './prompts';

/** Answers of the purchase calls: code 0 is success (SPEC §7 purchase-prompt fetch). */
export const PURCHASE_SUCCESS_CODE = 0;
export const purchaseCodeResponseSchema = z.object({ code: z.number().int() });
export type PurchaseCodeResponse = z.infer<typeof purchaseCodeResponseSchema>;

/** SPEC §3 Purchase prompt: a Day of -1 means the app exits when the prompt is cancelled. */
export const EXIT_ON_CANCEL_DAY = -1;
export const DEFAULT_SUBSCRIBE_BUTTON_TEXT = 'Subscribe Now!';
export const DEFAULT_LATER_BUTTON_TEXT = "I'll Decide Later";

export const purchasePromptSchema = z.object({
  Id: z.number().int().positive(),
  Day: z.number().int().min(EXIT_ON_CANCEL_DAY),
  Title: z.string(),
  SubTitle: z.string(),
  Icons: z.string(),
  Content: z.string(),
  ReviewImage: z.string(),
  SubscribeButtonText: z.string(),
  LaterButtonText: z.string(),
});
export type PurchasePrompt = z.infer<typeof purchasePromptSchema>;

/** GET users/{uid}/PurchasePrompt: the prompt due for the gardener now, or null. */
export const purchasePromptResultSchema = z.object({
  code: z.number().int(),
  data: purchasePromptSchema.nullable(),
});
export type PurchasePromptResult = z.infer<typeof purchasePromptResultSchema>;

/**
 * What the store (App Store, Google Play) said of a gardener's receipt: 'active' (paid, until
 * the store's expiry), 'unverified' (recorded, the store not asked yet: no store credentials,
 * or the store could not be reached), 'expired', 'refunded' (or revoked), 'rejected' (the
 * store does not know it). Only 'active' subscribes.
 */
export const STORE_VERIFICATIONS = ['active', 'unverified', 'expired', 'refunded', 'rejected'] as const;
export const storeVerificationSchema = z.enum(STORE_VERIFICATIONS);
export type StoreVerification = z.infer<typeof storeVerificationSchema>;

/** What the app tells the gardener about their latest purchase, by the store's word. */
export const STORE_VERIFICATION_MESSAGES = {
  active: 'Your subscription is confirmed by the store.',
  unverified: 'Your purchase is recorded but not yet confirmed by the store.',
  expired: 'The store says this subscription has ended.',
  refunded: 'The store says this purchase was refunded, so it does not subscribe you.',
  rejected: 'The store does not know this purchase, so it does not subscribe you.',
} as const satisfies Record<StoreVerification, string>;

/** 409 when a store subscription already belongs to another gardener (a replayed receipt). */
export const STORE_SUBSCRIPTION_TAKEN_MESSAGE =
  'This store subscription already belongs to another Thrive Garden account.';

/**
 * GET users/{uid}/CheckPayment: whether a subscription the store confirmed is running now,
 * and its purchase date. Verification (absent before any purchase, and from older servers)
 * says what the store said of the latest purchase, so the app can say why it does not count.
 */
export const checkPaymentResponseSchema = z.object({
  code: z.number().int(),
  data: z.object({
    Subscribed: z.boolean(),
    PurchaseDate: z.iso.datetime().nullable(),
    Verification: storeVerificationSchema.optional(),
  }),
});
export type CheckPaymentResponse = z.infer<typeof checkPaymentResponseSchema>;

/** PUT users/{uid}/PurchaseSubscription: code 0 (recorded) and what the store said of it. */
export const purchaseSubscriptionResponseSchema = purchaseCodeResponseSchema.extend({
  Verification: storeVerificationSchema.optional(),
});
export type PurchaseSubscriptionResponse = z.infer<typeof purchaseSubscriptionResponseSchema>;

/** PUT users/{uid}/LastPromptPurchase (SPEC §3 Last purchase prompt record). */
export const lastPromptPurchaseRequestSchema = z.object({
  LastPurchasePromptDay: z
    .number('The prompt day must be a number.')
    .int('The prompt day must be a whole number.')
    .min(EXIT_ON_CANCEL_DAY, `The prompt day is ${EXIT_ON_CANCEL_DAY} or more.`),
  ReferralCode: z
    .string('The referral code must be text.')
    .transform(normalizeReferralCode)
    .pipe(z.string().max(REFERRAL_CODE_MAX_LENGTH, 'The referral code is too long.'))
    .default(''),
  /** The link kind of the answer (SPEC §4: 5 SubscribeNow, 6 NotYet, 7 ..., 8 ...); 0 for none. */
  LinkClick: z.union([z.literal(0), linkKindSchema]).default(0),
});
export type LastPromptPurchaseRequest = z.input<typeof lastPromptPurchaseRequestSchema>;

export const DEVICE_OSES = ['ios', 'android'] as const;
export type DeviceOS = (typeof DEVICE_OSES)[number];

/** A platform as the wrapper or the identity writes it (' iOS ') as one of DEVICE_OSES, or null. */
export function deviceOSOf(text: string): DeviceOS | null {
  const name = text.trim().toLowerCase();
  return (DEVICE_OSES as readonly string[]).includes(name) ? (name as DeviceOS) : null;
}
export const TRANSACTION_RECEIPT_MAX_CHARS = 500_000;

/** Epoch milliseconds as a number or as digits (stores send both). */
const epochMs = z.union([z.number().int().positive(), z.string().regex(/^\d+$/).transform(Number)]);

/** SPEC §3 iOS receipt: latest_receipt_info list whose last entry has purchase_date_ms. */
export const iosReceiptSchema = z.object({
  latest_receipt_info: z.array(z.object({ purchase_date_ms: epochMs }).loose()).min(1),
});
/** SPEC §3 Android receipt: purchaseTime. */
export const androidReceiptSchema = z.object({ purchaseTime: epochMs });

/** The purchase date a store receipt (JSON text) carries, or null when it is not one of SPEC §3's. */
export function receiptPurchaseDate(receipt: string, deviceOS: DeviceOS): Date | null {
  let json: unknown;
  try {
    json = JSON.parse(receipt);
  } catch {
    return null;
  }
  const ms =
    deviceOS === 'ios'
      ? iosReceiptSchema.safeParse(json).data?.latest_receipt_info.at(-1)?.purchase_date_ms
      : androidReceiptSchema.safeParse(json).data?.purchaseTime;
  return ms === undefined ? null : new Date(ms);
}

/** An ISO date-time, or epoch milliseconds as a number or digits. */
const purchaseDateSchema = z
  .union([z.number('The purchase date is missing.'), z.string('The purchase date is missing.').trim()])
  .transform((value) =>
    typeof value === 'number' || /^\d+$/.test(value) ? new Date(Number(value)) : new Date(value),
  )
  .pipe(z.date('The purchase date must be a date and time (ISO 8601) or epoch milliseconds.'));

export const RECEIPT_INVALID_MESSAGE = {
  ios: 'The receipt must be JSON with a latest_receipt_info list whose last entry has purchase_date_ms.',
  android: 'The receipt must be JSON with a purchaseTime.',
} as const satisfies Record<DeviceOS, string>;

/** PUT users/{uid}/PurchaseSubscription (SPEC §3 Purchase update payload and receipts). */
export const purchaseSubscriptionRequestSchema = z
  .object({
    UserId: payloadUserIdSchema,
    PurchaseDate: purchaseDateSchema,
    TransactionReceipt: z
      .string('The transaction receipt must be JSON text.')
      .min(1, 'The transaction receipt is missing.')
      .max(TRANSACTION_RECEIPT_MAX_CHARS, 'The transaction receipt is too large.'),
    DeviceOS: z
      .string('The device OS is ios or android.')
      .trim()
      .toLowerCase()
      .pipe(z.enum(DEVICE_OSES, 'The device OS is ios or android.')),
  })
  .superRefine(({ TransactionReceipt, DeviceOS }, context) => {
    if (!receiptPurchaseDate(TransactionReceipt, DeviceOS))
      context.addIssue({
        code: 'custom',
        path: ['TransactionReceipt'],
        message: RECEIPT_INVALID_MESSAGE[DeviceOS],
      });
  });
export type PurchaseSubscriptionRequest = z.input<typeof purchaseSubscriptionRequestSchema>;

/** Longest mobile log message and data kept; longer ones are cut (not refused: logs must not fail). */
export const MOBILE_LOG_MESSAGE_MAX_CHARS = 1000;
export const MOBILE_LOG_DATA_MAX_CHARS = 20_000;

/** POST Mobile/{uid}/Logging: Data may be text or any JSON value (kept as JSON text). */
export const mobileLogRequestSchema = z.object({
  UserId: payloadUserIdSchema,
  Message: z.string('The message must be text.').trim().min(1, 'The message is missing.'),
  Data: z.unknown().optional(),
});
export type MobileLogRequest = z.input<typeof mobileLogRequestSchema>;
