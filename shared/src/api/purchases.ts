import {
  checkPaymentResponseSchema,
  purchaseCodeResponseSchema,
  purchasePromptResultSchema,
  purchaseSubscriptionResponseSchema,
  type CheckPaymentResponse,
  type LastPromptPurchaseRequest,
  type MobileLogRequest,
  type PurchaseCodeResponse,
  type PurchasePromptResult,
  type PurchaseSubscriptionRequest,
  type PurchaseSubscriptionResponse,
} from '../contracts/purchases';
import { thriveApi } from './thrive-api';

const parseCode = (body: unknown) => purchaseCodeResponseSchema.parse(body);

/**
 * Subscriptions in the mobile app (SPEC §4 Purchase prompt and Purchase results). Answering a
 * prompt refetches the prompt (it has been passed), so open the popup once per session, not
 * whenever getPurchasePrompt's data changes.
 */
export const purchasesApi = thriveApi.injectEndpoints({
  endpoints: (build) => ({
    /** The prompt due now, or data null (SPEC §7: code 0 = ok). */
    getPurchasePrompt: build.query<PurchasePromptResult, void>({
      query: () => 'users/{uid}/PurchasePrompt',
      transformResponse: (body: unknown) => purchasePromptResultSchema.parse(body),
      providesTags: ['PurchasePrompt'],
    }),
    checkPayment: build.query<CheckPaymentResponse, void>({
      query: () => 'users/{uid}/CheckPayment',
      transformResponse: (body: unknown) => checkPaymentResponseSchema.parse(body),
      providesTags: ['Payment'],
    }),
    /** A valid ReferralCode also becomes the gardener's (identity ReferralCodeId and Token). */
    recordPromptPurchase: build.mutation<PurchaseCodeResponse, LastPromptPurchaseRequest>({
      query: (body) => ({ url: 'users/{uid}/LastPromptPurchase', method: 'PUT', body }),
      transformResponse: parseCode,
      invalidatesTags: ['PurchasePrompt', 'Identity'],
    }),
    /** Answers what the store said of the receipt (Verification); only 'active' subscribes. */
    purchaseSubscription: build.mutation<PurchaseSubscriptionResponse, PurchaseSubscriptionRequest>({
      query: (body) => ({ url: 'users/{uid}/PurchaseSubscription', method: 'PUT', body }),
      transformResponse: (body: unknown) => purchaseSubscriptionResponseSchema.parse(body),
      invalidatesTags: ['Payment', 'PurchasePrompt'],
    }),
    logMobile: build.mutation<PurchaseCodeResponse, MobileLogRequest>({
      query: (body) => ({ url: 'Mobile/{uid}/Logging', method: 'POST', body }),
      transformResponse: parseCode,
    }),
  }),
});

export const {
  useGetPurchasePromptQuery,
  useLazyGetPurchasePromptQuery,
  useCheckPaymentQuery,
  useLazyCheckPaymentQuery,
  useRecordPromptPurchaseMutation,
  usePurchaseSubscriptionMutation,
  useLogMobileMutation,
} = purchasesApi;
