import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkPaymentResponseSchema,
  errorBodySchema,
  lastPromptPurchaseRequestSchema,
  mobileLogRequestSchema,
  PURCHASE_SUCCESS_CODE,
  purchaseCodeResponseSchema,
  purchasePromptResultSchema,
  purchaseSubscriptionRequestSchema,
  purchaseSubscriptionResponseSchema,
  userPathSchema,
} from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import type { ProviderConfig } from '../../provider-config';
import { checkPayloadUser } from '../prompts/payload-user';
import { recordMobileLog } from './mobile-logs';
import { recordPromptResponse } from './prompt-responses';
import { duePurchasePrompt } from './purchase-prompts';
import { createStoreVerifier } from './stores/store-verifier';
import { checkPayment, recordPurchase } from './subscriptions';

interface Options {
  db: Database;
  clock: () => Date;
  /** The stores' credentials (Google Play, App Store); none: receipts are kept unverified. */
  providers?: Pick<ProviderConfig, 'googlePlay' | 'appStore'>;
}

const DONE = { code: PURCHASE_SUCCESS_CODE };
const answers = { 200: purchaseCodeResponseSchema, 400: errorBodySchema };

/** SPEC §3, §4 "Purchase prompt" and "Purchase results", §7: subscriptions in the mobile app. */
export const purchaseRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, clock, providers = { googlePlay: null, appStore: null } },
) => {
  const stores = createStoreVerifier(providers, clock);
  const subscriptions = (log: { warn: (message: string) => void }) => ({
    db,
    stores,
    onUnverifiable: (reason: string) => log.warn(`A store gave no verdict on a receipt: ${reason}`),
  });

  app.get(
    '/users/:uid/PurchasePrompt',
    {
      schema: {
        summary:
          'The purchase prompt due now: the latest regular prompt (Day <= days since sign-up) not yet passed, then the Day -1 (exit on cancel) prompt; null while a subscription the store confirmed runs',
        params: userPathSchema,
        response: { 200: purchasePromptResultSchema },
      },
    },
    async (request) => ({
      code: PURCHASE_SUCCESS_CODE,
      data: await duePurchasePrompt(db, request.userId, clock()),
    }),
  );

  app.get(
    '/users/:uid/CheckPayment',
    {
      schema: {
        summary:
          'Whether a subscription the store confirmed runs now (re-asking the store once a known expiry has passed), its purchase date, and what the store said of the latest purchase',
        params: userPathSchema,
        response: { 200: checkPaymentResponseSchema },
      },
    },
    async (request) => ({
      code: PURCHASE_SUCCESS_CODE,
      data: await checkPayment(subscriptions(request.log), request.userId, clock()),
    }),
  );

  app.put(
    '/users/:uid/LastPromptPurchase',
    {
      schema: {
        summary: 'Record the answer to a purchase prompt; a valid referral code becomes the gardener’s',
        params: userPathSchema,
        body: lastPromptPurchaseRequestSchema,
        response: answers,
      },
    },
    async (request) => {
      const { LastPurchasePromptDay, ReferralCode, LinkClick } = request.body;
      const response = {
        lastPurchasePromptDay: LastPurchasePromptDay,
        referralCode: ReferralCode,
        linkClick: LinkClick,
      };
      await recordPromptResponse(db, request.userId, response, clock());
      return DONE;
    },
  );

  app.put(
    '/users/:uid/PurchaseSubscription',
    {
      schema: {
        summary:
          'Record a store purchase with its receipt (iOS or Android, SPEC §3), verified with the App Store or Google Play; Verification says what the store said (only active subscribes); 409 when the store subscription is another gardener’s',
        params: userPathSchema,
        body: purchaseSubscriptionRequestSchema,
        response: { 200: purchaseSubscriptionResponseSchema, 400: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      const { UserId, PurchaseDate, TransactionReceipt, DeviceOS } = request.body;
      checkPayloadUser(UserId, request.userId);
      const purchase = {
        purchaseDate: PurchaseDate,
        transactionReceipt: TransactionReceipt,
        deviceOS: DeviceOS,
      };
      const verification = await recordPurchase(
        subscriptions(request.log),
        request.userId,
        purchase,
        clock(),
      );
      return { code: PURCHASE_SUCCESS_CODE, Verification: verification };
    },
  );

  app.post(
    '/Mobile/:uid/Logging',
    {
      schema: {
        summary: 'Keep a log line from the mobile wrapper (message and data cut to their caps)',
        params: userPathSchema,
        body: mobileLogRequestSchema,
        response: answers,
      },
    },
    async (request) => {
      checkPayloadUser(request.body.UserId, request.userId);
      await recordMobileLog(
        db,
        request.userId,
        { message: request.body.Message, data: request.body.Data },
        clock(),
      );
      return DONE;
    },
  );
};
