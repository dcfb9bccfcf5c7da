import { z } from 'zod';
import { landingPageSchema, userPathSchema } from './identity';
import { UNKNOWN_COORDINATE } from './sponsor';

/**
 * The shell's prompt and settings calls (SPEC §4 landing flow, permissions; §7 "User profile
 * and settings"). Each answers {code}; 0 is success (SPEC §7 Nickname).
 */
export const PROMPT_SUCCESS_CODE = 0;
export const promptCodeResponseSchema = z.object({ code: z.number().int() });
export type PromptCodeResponse = z.infer<typeof promptCodeResponseSchema>;

/** Link kinds tracked (SPEC §4 "Link kinds tracked"), sent as LinkClick. */
export const LINK_KINDS = {
  GardeningPartnerYes: 1,
  GardeningPartnerNotYet: 2,
  RateAndReviewYes: 3,
  RateAndReviewLater: 4,
  SubscribeNow: 5,
  NotYet: 6,
  UseReferralCode: 7,
  CancelReferralCode: 8,
  MyYard: 9,
  PlantIDSearch: 10,
  SuggestAPlant: 11,
  ThriveScorecard: 12,
  AskanExpert: 13,
  LandscapeDesign: 14,
  MyFavoritePlants: 15,
  PlantBuzz: 16,
  YardThrive: 17,
  YardEdit: 18,
  YardAddZone: 19,
  YardAddYard: 20,
  YardDelete: 21,
  YardCopy: 22,
  YardTransfer: 23,
  ZoneThrive: 24,
  ZoneEdit: 25,
  ZoneDelete: 26,
  ZoneCopy: 27,
  ZoneLandscape: 28,
  PlantCompanion: 29,
  PlantExpertHelp: 30,
  PlantThrive: 31,
  PlantSuggestProducts: 32,
  PlantShare: 33,
  PlantAddToFavorites: 34,
  PlantAddCustomTask: 35,
  PlantRemoveFavorite: 36,
  PlantLastSeenAt: 37,
  PlantRemoveFromZone: 38,
  PlantRemoveFromDesign: 39,
  PlantSuggestContent: 40,
  PlantNotes: 41,
  FeaturedPlants: 42,
} as const;
export type LinkKind = (typeof LINK_KINDS)[keyof typeof LINK_KINDS];
export const FIRST_LINK_KIND = 1;
export const LAST_LINK_KIND = 42;

export const linkKindSchema = z
  .number('The link kind must be a number.')
  .int('The link kind must be a whole number.')
  .min(FIRST_LINK_KIND, `Link kinds are ${FIRST_LINK_KIND} to ${LAST_LINK_KIND}.`)
  .max(LAST_LINK_KIND, `Link kinds are ${FIRST_LINK_KIND} to ${LAST_LINK_KIND}.`);

/** The user id some payloads repeat; the API refuses one that is not the path's {uid}. */
export const payloadUserIdSchema = z
  .number('The user id must be a number.')
  .int('The user id must be a whole number.')
  .positive('The user id must be above 0.');
export const USER_ID_MISMATCH_MESSAGE = 'The user id must be the signed-in gardener’s.';

/** PATCH users/{uid}/WelcomePopup (SPEC §7 "payload: user id"). */
export const welcomePopupRequestSchema = z.object({ UserId: payloadUserIdSchema });
export type WelcomePopupRequest = z.input<typeof welcomePopupRequestSchema>;

/** SPEC §5 Nickname. */
export const NICKNAME_REQUIRED_MESSAGE = 'Please enter your First name or Nickname';
export const NICKNAME_MAX_LENGTH = 50;
/** SPEC §9: Save needs more than 3 trimmed characters (a rule of the dialog, not of the API). */
export const NICKNAME_SAVE_MIN_EXCLUSIVE = 3;

/** PATCH users/{uid}/Nickname: saved trimmed; empty or blank is refused with SPEC's message. */
export const nicknameRequestSchema = z.object({
  firstname: z
    .string(NICKNAME_REQUIRED_MESSAGE)
    .trim()
    .min(1, NICKNAME_REQUIRED_MESSAGE)
    .max(NICKNAME_MAX_LENGTH, `Your nickname must be at most ${NICKNAME_MAX_LENGTH} characters.`),
});
export type NicknameRequest = z.input<typeof nicknameRequestSchema>;

/** PATCH users/{uid}/LinkClick (SPEC §7: user id and a link kind number). */
export const linkClickRequestSchema = z.object({ UserId: payloadUserIdSchema, LinkClick: linkKindSchema });
export type LinkClickRequest = z.input<typeof linkClickRequestSchema>;

/** A latitude or longitude within ±limit, or -999 for unknown (SPEC §3 Coordinates). */
const coordinate = (name: string, limit: number) =>
  z
    .number(`The ${name} must be a number.`)
    .refine(
      (value) => value === UNKNOWN_COORDINATE || Math.abs(value) <= limit,
      `The ${name} must be between -${limit} and ${limit}, or ${UNKNOWN_COORDINATE} when unknown.`,
    );

/** POST users/{uid}/Activation/ (SPEC §4 landing flow 4): the selected sponsor and where. */
export const activationRequestSchema = z.object({
  SponsorId: z
    .number('The sponsor id must be a number.')
    .int('The sponsor id must be a whole number.')
    .positive('The sponsor id must be above 0.'),
  Latitude: coordinate('latitude', 90),
  Longitude: coordinate('longitude', 180),
});
export type ActivationRequest = z.input<typeof activationRequestSchema>;

/** SPEC §5 Referral code: trimmed and upper-cased before checking. */
export const normalizeReferralCode = (code: string) => code.trim().toUpperCase();
export const REFERRAL_CODE_MAX_LENGTH = 40;
export const REFERRAL_CODE_INVALID_MESSAGE =
  'The code you entered is invalid. Please enter a valid code or click Skip to continue without entering a code.';

/** GET partners/{code}/ReferralCodeByCode. */
export const referralCodePathSchema = z.object({
  code: z
    .string()
    .transform(normalizeReferralCode)
    .pipe(
      z
        .string()
        .min(1, 'Please enter a referral code.')
        .max(REFERRAL_CODE_MAX_LENGTH, `A referral code has at most ${REFERRAL_CODE_MAX_LENGTH} characters.`),
    ),
});

/** A known, active referral code: its sponsor (0 for none) and the subscription token it unlocks. */
export const referralCodeSchema = z.object({
  Id: z.number().int().positive(),
  Code: z.string(),
  SponsorId: z.number().int().nonnegative(),
  Token: z.string(),
});
export type ReferralCode = z.infer<typeof referralCodeSchema>;

/** The lookup's answer: the code, or `{}` for an unknown one (SPEC §5 "valid only if ... an Id"). */
export const referralCodeLookupSchema = z.union([referralCodeSchema, z.strictObject({})]);
export type ReferralCodeLookup = z.infer<typeof referralCodeLookupSchema>;
export const isValidReferralCode = (found: ReferralCodeLookup | undefined): found is ReferralCode =>
  !!found && 'Id' in found && found.Id > 0;

/** PATCH users/{uid}/DontAskAgain (SPEC §4 "Don't ask me again"). */
export const ASK_AGAIN_PROPERTIES = ['AskForCamera', 'AskForLocation', 'AskForNotifications'] as const;
export const dontAskAgainRequestSchema = z.object({
  property: z.enum(ASK_AGAIN_PROPERTIES, `The property is one of ${ASK_AGAIN_PROPERTIES.join(', ')}.`),
  value: z.boolean('The value must be true or false.'),
});
export type DontAskAgainRequest = z.input<typeof dontAskAgainRequestSchema>;

/** POST users/{uid}/HelpWizard/ and ShowAddPlant/: the flag's new value. */
export const flagValueRequestSchema = z.object({ value: z.boolean('The value must be true or false.') });
export type FlagValueRequest = z.input<typeof flagValueRequestSchema>;

/** POST users/{uid}/LandingPage/ (SPEC §3 Landing page enumeration). */
export const landingPageRequestSchema = z.object({ LandingPage: landingPageSchema });
export type LandingPageRequest = z.input<typeof landingPageRequestSchema>;

/** GET users/{uid}/ToggleFeatureVideo/{value} and ToggleThriveScorePrompt/{value}: 0 off, 1 on. */
export const togglePathSchema = userPathSchema.extend({
  value: z.enum(['0', '1'], 'The value is 0 or 1.').transform((value) => value === '1'),
});

/** POST users/{uid}/AcceptRatingApp and DismissRatingApp (SPEC §7; link kinds 3 and 4 of §4). */
export const ratingRequestSchema = z.object({
  Device: z.string('The device must be text.').trim().max(60, 'The device name is too long.'),
  LinkClick: linkKindSchema,
});
export type RatingRequest = z.input<typeof ratingRequestSchema>;

/** Largest engagement detail kept, as JSON text. */
export const ENGAGEMENT_DATA_MAX_CHARS = 4000;

/** POST users/{uid}/Engagement/ and EngagementUser/: what the gardener engaged with. */
export const engagementRequestSchema = z.object({
  Kind: z
    .string('The kind must be text.')
    .trim()
    .min(1, 'The kind of engagement is missing.')
    .max(60, 'The kind of engagement is too long.'),
  Data: z
    .record(z.string(), z.unknown())
    .refine(
      (data) => JSON.stringify(data).length <= ENGAGEMENT_DATA_MAX_CHARS,
      `The data must be at most ${ENGAGEMENT_DATA_MAX_CHARS} characters as JSON.`,
    )
    .optional(),
});
export type EngagementRequest = z.input<typeof engagementRequestSchema>;

/**
 * The Kinds the app reports. EngagementUser/ is about the gardener's own use ('app-open': the
 * first opening of a local day, Data {Day}); Engagement/ is about content they opened
 * ('sponsor-banner': a sponsor's banner followed, Data {SponsorId, Sponsor, Where}).
 */
export const ENGAGEMENT_KINDS = {
  AppOpen: 'app-open',
  SponsorBanner: 'sponsor-banner',
} as const;
