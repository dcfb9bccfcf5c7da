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
  userPathSchema,
} from '@thrive/shared/contracts';
import type { Database } from '../db/database';
import { checkPayloadUser } from '../services/prompts/payload-user';
import { recordMobileLog } from '../services/purchases/mobile-logs';
import { latestVerifiedPurchase, recordPurchase } from '../services/purchases/payments';
import { recordPromptResponse } from '../services/purchases/prompt-responses';
import { duePurchasePrompt } from '../services/purchases/purchase-prompts';

interface Options {
  db: Database;
  clock: () => Date;
}

const DONE = { code: PURCHASE_SUCCESS_CODE };
const answers = { 200: purchaseCodeResponseSchema, 400: errorBodySchema };

/** SPEC §3, §4 "Purchase prompt" and "Purchase results", §7: subscriptions in the mobile app. */
export const purchaseRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, clock }) => {
  app.get(
    '/users/:uid/PurchasePrompt',
    {
      schema: {
        summary:
          'The purchase prompt due now: the latest regular prompt (Day <= days since sign-up) not yet passed, then the Day -1 (exit on cancel) prompt; null with a verified purchase',
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
        summary: 'Whether the gardener has a verified purchase, and the latest purchase date',
        params: userPathSchema,
        response: { 200: checkPaymentResponseSchema },
      },
    },
    async (request) => {
      const purchasedAt = await latestVerifiedPurchase(db, request.userId);
      return {
        code: PURCHASE_SUCCESS_CODE,
        data: { Subscribed: purchasedAt !== null, PurchaseDate: purchasedAt?.toISOString() ?? null },
      };
    },
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
        summary: 'Record a store purchase with its receipt (iOS or Android, SPEC §3); sandbox verification',
        params: userPathSchema,
        body: purchaseSubscriptionRequestSchema,
        response: answers,
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
      await recordPurchase(db, request.userId, purchase, clock());
      return DONE;
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
