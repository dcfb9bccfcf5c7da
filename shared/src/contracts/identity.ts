import { z } from 'zod';
import { wholeId } from './database-ids';

/** Capability and prompt flags on the identity (SPEC §3, §6), wire names as SPEC writes them. */
export const IDENTITY_FLAGS = [
  'AllowStore',
  'AccessIRSearch',
  'EnableHelpWizard',
  'GotoSearch',
  'ShowAddToHomescreen',
  'ShowNewFeaturesVideo',
  'AccessLandscaping',
  'ShowCommunityForums',
  'PlantSearchInfo',
  'ThriveScorePrompt',
  'SuggestPlant',
  'ShowAddPlant',
  'ShowNotificationsPrompt',
  'ShowLocationPrompt',
  'ShowNicknamePopup',
  'ShowReferralPrompt',
  'AskForCamera',
  'AskForLocation',
  'AskForNotifications',
  'ShowWelcomePopup',
  'ShowPestManagement',
  'HasFeaturedPlants',
  'TogglePlantTagId',
] as const;

export type IdentityFlag = (typeof IDENTITY_FLAGS)[number];

export const identityFlagSchema = z.enum(IDENTITY_FLAGS);

/** Landing page enumeration (SPEC §3). */
export const LANDING_PAGES = ['launchpad', 'my yard', 'plant search'] as const;
export const landingPageSchema = z.enum(LANDING_PAGES);

/** Partner types (SPEC §3 Sponsor). */
export const PARTNER_TYPES = {
  GardenCenter: 1,
  Agency: 2,
  CommunityBotanicalGarden: 3,
  PlantBrand: 4,
} as const;

const flagFields = Object.fromEntries(IDENTITY_FLAGS.map((flag) => [flag, z.boolean()])) as Record<
  IdentityFlag,
  z.ZodBoolean
>;

/** The signed-in identity returned by the bridge call (SPEC §3 Identity, every field and flag). */
export const identitySchema = z.object({
  Id: z.number().int().positive(),
  Token: z.string().min(1),
  Email: z.string(),
  Firstname: z.string(),
  YardCount: z.number().int().nonnegative(),
  ZoneCount: z.number().int().nonnegative(),
  DefaultYardId: z.number().int().nonnegative(),
  SponsorId: z.number().int().nonnegative(),
  PreferedRetailerId: z.number().int().nonnegative(),
  LandingPage: landingPageSchema,
  PartnerTypeId: z.number().int().nonnegative(),
  ReferralCodeId: z.number().int().nonnegative(),
  ReferralCodeToken: z.string(),
  CommunityForumsLink: z.string(),
  DevicePlatform: z.string(),
  ShowAddPlantDelayMS: z.number().int().nonnegative(),
  LastSeenAt: z.string().nullable(),
  ...flagFields,
});

export type Identity = z.infer<typeof identitySchema>;

/** POST bridge: the sign-in key from the address (SPEC §7 Session). */
export const bridgeRequestSchema = z.object({
  username: z.string().trim().min(1, 'The sign-in key is missing.').max(200, 'The sign-in key is too long.'),
});
export type BridgeRequest = z.infer<typeof bridgeRequestSchema>;

/** `{uid}` in `users/{uid}/...` paths. */
export const userPathSchema = z.object({
  uid: wholeId('user id'),
});
