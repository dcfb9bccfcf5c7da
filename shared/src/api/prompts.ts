import type { Identity } from '../contracts/identity';
import type { PlantRequest, PlantRequestResponse } from '../contracts/plant-request';
import { plantRequestResponseSchema } from '../contracts/plant-request';
import {
  LINK_KINDS,
  promptCodeResponseSchema,
  referralCodeLookupSchema,
  type ActivationRequest,
  type DontAskAgainRequest,
  type EngagementRequest,
  type NicknameRequest,
  type PromptCodeResponse,
  type RatingRequest,
  type ReferralCodeLookup,
} from '../contracts/prompts';
import { thriveApi } from './thrive-api';
import { send } from './endpoint-helpers';
import { identityFollows } from './identity-follows';

const parseCode = (body: unknown) => promptCodeResponseSchema.parse(body);
const onOff = (value: boolean) => (value ? 1 : 0);

/** What the rating calls need from the caller; LinkClick is the call's own link kind (SPEC §4). */
export type RatingAnswer = Pick<RatingRequest, 'Device'>;

/**
 * The shell's prompt and settings calls (SPEC §4 landing flow, permissions, §7 "User profile
 * and settings"). Calls that change the identity invalidate 'Identity', so it is read again,
 * and the settings' calls also put their value in the identity at once (identityFollows).
 */
export const promptsApi = thriveApi.injectEndpoints({
  endpoints: (build) => ({
    /** Arg: the signed-in user id (SPEC §7 "payload: user id"). */
    dismissWelcome: build.mutation<PromptCodeResponse, number>({
      query: (userId) => send('PATCH', 'users/{uid}/WelcomePopup', { UserId: userId }),
      transformResponse: parseCode,
      invalidatesTags: ['Identity'],
    }),
    /** "Skip for Now": recorded only; ShowNicknamePopup stays set for later sessions. */
    skipNickname: build.mutation<PromptCodeResponse, void>({
      query: () => send('PATCH', 'users/{uid}/NicknamePopup'),
      transformResponse: parseCode,
    }),
    saveNickname: build.mutation<PromptCodeResponse, NicknameRequest>({
      query: (body) => send('PATCH', 'users/{uid}/Nickname', body),
      transformResponse: parseCode,
      invalidatesTags: ['Identity'],
    }),
    recordLinkClick: build.mutation<PromptCodeResponse, { userId: number; linkKind: number }>({
      query: ({ userId, linkKind }) =>
        send('PATCH', 'users/{uid}/LinkClick', { UserId: userId, LinkClick: linkKind }),
      transformResponse: parseCode,
    }),
    recordActivation: build.mutation<PromptCodeResponse, ActivationRequest>({
      query: (body) => send('POST', 'users/{uid}/Activation/', body),
      transformResponse: parseCode,
    }),
    /** Valid only when the answer has an Id (isValidReferralCode); use the lazy hook. */
    lookupReferralCode: build.query<ReferralCodeLookup, string>({
      query: (code) => `partners/${encodeURIComponent(code.trim().toUpperCase())}/ReferralCodeByCode`,
      transformResponse: (body: unknown) => referralCodeLookupSchema.parse(body),
    }),
    saveDontAskAgain: build.mutation<PromptCodeResponse, DontAskAgainRequest>({
      query: (body) => send('PATCH', 'users/{uid}/DontAskAgain/', body),
      transformResponse: parseCode,
      invalidatesTags: ['Identity'],
      onQueryStarted: identityFollows(({ property, value }: DontAskAgainRequest) => ({ [property]: value })),
    }),
    recordLocationPrompt: build.mutation<PromptCodeResponse, void>({
      query: () => send('PATCH', 'users/{uid}/LastPromptLocation'),
      transformResponse: parseCode,
    }),
    /** Also clears ShowNotificationsPrompt on the server. */
    recordNotificationsPrompt: build.mutation<PromptCodeResponse, void>({
      query: () => send('PATCH', 'users/{uid}/NotificationsPrompt/'),
      transformResponse: parseCode,
      invalidatesTags: ['Identity'],
      onQueryStarted: identityFollows(() => ({ ShowNotificationsPrompt: false })),
    }),
    /** Answers {code: 200} on success (SPEC §3 Plant request). */
    submitPlantRequest: build.mutation<PlantRequestResponse, PlantRequest>({
      query: (body) => send('POST', 'users/{uid}/PlantRequest/', body),
      transformResponse: (body: unknown) => plantRequestResponseSchema.parse(body),
    }),
    setHelpWizard: build.mutation<PromptCodeResponse, boolean>({
      query: (value) => send('POST', 'users/{uid}/HelpWizard/', { value }),
      transformResponse: parseCode,
      invalidatesTags: ['Identity'],
      onQueryStarted: identityFollows((value: boolean) => ({ EnableHelpWizard: value })),
    }),
    setLandingPage: build.mutation<PromptCodeResponse, Identity['LandingPage']>({
      query: (LandingPage) => send('POST', 'users/{uid}/LandingPage/', { LandingPage }),
      transformResponse: parseCode,
      invalidatesTags: ['Identity'],
      onQueryStarted: identityFollows((LandingPage: Identity['LandingPage']) => ({ LandingPage })),
    }),
    setShowAddPlant: build.mutation<PromptCodeResponse, boolean>({
      query: (value) => send('POST', 'users/{uid}/ShowAddPlant/', { value }),
      transformResponse: parseCode,
      invalidatesTags: ['Identity'],
      onQueryStarted: identityFollows((value: boolean) => ({ ShowAddPlant: value })),
    }),
    setFeatureVideo: build.mutation<PromptCodeResponse, boolean>({
      query: (value) => `users/{uid}/ToggleFeatureVideo/${onOff(value)}`,
      transformResponse: parseCode,
      invalidatesTags: ['Identity'],
      onQueryStarted: identityFollows((value: boolean) => ({ ShowNewFeaturesVideo: value })),
    }),
    setThriveScorePrompt: build.mutation<PromptCodeResponse, boolean>({
      query: (value) => `users/{uid}/ToggleThriveScorePrompt/${onOff(value)}`,
      transformResponse: parseCode,
      invalidatesTags: ['Identity'],
      onQueryStarted: identityFollows((value: boolean) => ({ ThriveScorePrompt: value })),
    }),
    acceptRating: build.mutation<PromptCodeResponse, RatingAnswer>({
      query: ({ Device }) =>
        send('POST', 'users/{uid}/AcceptRatingApp', { Device, LinkClick: LINK_KINDS.RateAndReviewYes }),
      transformResponse: parseCode,
    }),
    dismissRating: build.mutation<PromptCodeResponse, RatingAnswer>({
      query: ({ Device }) =>
        send('POST', 'users/{uid}/DismissRatingApp', { Device, LinkClick: LINK_KINDS.RateAndReviewLater }),
      transformResponse: parseCode,
    }),
    recordEngagement: build.mutation<PromptCodeResponse, EngagementRequest>({
      query: (body) => send('POST', 'users/{uid}/Engagement/', body),
      transformResponse: parseCode,
    }),
    recordUserEngagement: build.mutation<PromptCodeResponse, EngagementRequest>({
      query: (body) => send('POST', 'users/{uid}/EngagementUser/', body),
      transformResponse: parseCode,
    }),
  }),
});

export const {
  useDismissWelcomeMutation,
  useSkipNicknameMutation,
  useSaveNicknameMutation,
  useRecordLinkClickMutation,
  useRecordActivationMutation,
  useLookupReferralCodeQuery,
  useLazyLookupReferralCodeQuery,
  useSaveDontAskAgainMutation,
  useRecordLocationPromptMutation,
  useRecordNotificationsPromptMutation,
  useSubmitPlantRequestMutation,
  useSetHelpWizardMutation,
  useSetLandingPageMutation,
  useSetShowAddPlantMutation,
  useSetFeatureVideoMutation,
  useSetThriveScorePromptMutation,
  useAcceptRatingMutation,
  useDismissRatingMutation,
  useRecordEngagementMutation,
  useRecordUserEngagementMutation,
} = promptsApi;
