import { z } from 'zod';
import { isValidEmailAddress } from './plant-request';
import { NICKNAME_MAX_LENGTH, NICKNAME_REQUIRED_MESSAGE } from './prompts';
import { DATABASE_ID_MAX } from './database-ids';

/** Profile and feedback limits: ours (SPEC gives none). */
export const PROFILE_TEXT_MAX = 100;
export const ADDRESS_MAX = 300;
export const ZIP_CODE_MAX = 20;
export const EMAIL_MAX = 254;
export const FEEDBACK_SUBJECT_MAX = 200;
export const FEEDBACK_BODY_MAX = 5_000;

/** SPEC §5 gives no general email message (only the add-plant one); this one is ours. */
export const EMAIL_INVALID_MESSAGE = 'Please enter a valid Email Address';

export const PROFILE_MESSAGES = {
  emailInvalid: EMAIL_INVALID_MESSAGE,
  emailTaken: 'That email address belongs to another account.',
  countryUnknown: 'Please choose a country from the list.',
  stateUnknown: 'Please choose a state of the chosen country.',
  genderUnknown: 'Please choose a gender from the list.',
} as const;

/** SPEC §3 Suggestion form: one message per error flag (the wording is ours). */
export const FEEDBACK_MESSAGES = {
  subject: 'Please enter a subject',
  body: 'Please tell us your suggestion or feedback',
  email: EMAIL_INVALID_MESSAGE,
} as const;

const tooLong = (what: string, max: number) => `The ${what} must be at most ${max} characters.`;
const text = (what: string, max: number) =>
  z.string(`The ${what} must be text.`).trim().max(max, tooLong(what, max));
/** 0 is "not chosen" (SPEC's id convention). */
const listId = (what: string) =>
  z
    .number(`The ${what} must be a number.`)
    .int(`The ${what} must be a whole number.`)
    .min(0)
    .max(DATABASE_ID_MAX);

/**
 * GET/POST users/{uid} profile (SPEC §7 User profile and settings). Firstname is what the app
 * calls the gardener (the nickname of the nickname prompt); Name is their full name. Sponsor
 * and referral code are shown, not edited here.
 */
export const profileSchema = z.object({
  Firstname: z.string(),
  Name: z.string(),
  Email: z.string(),
  Address: z.string(),
  City: z.string(),
  ZipCode: z.string(),
  CountryId: z.number().int().nonnegative(),
  StateId: z.number().int().nonnegative(),
  GenderId: z.number().int().nonnegative(),
  SponsorId: z.number().int().nonnegative(),
  /** The sponsor's display name, '' without a sponsor. */
  SponsorName: z.string(),
  /** The referral code the gardener entered (upper case), '' if none. */
  ReferralCode: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * POST users/{uid}: every editable field; the server checks the list ids exist. The name's only
 * rule is SPEC §5 "must not be empty or blank": "Ann" or "Jo" are names. The nickname prompt's
 * "more than 3 letters" (SPEC §5 Nickname) is about that prompt's Save button, not the profile.
 */
export const profileInputSchema = z.object({
  Firstname: z
    .string(NICKNAME_REQUIRED_MESSAGE)
    .trim()
    .min(1, NICKNAME_REQUIRED_MESSAGE)
    .pipe(z.string().max(NICKNAME_MAX_LENGTH, tooLong('First name or Nickname', NICKNAME_MAX_LENGTH))),
  Name: text('name', PROFILE_TEXT_MAX).default(''),
  Email: z
    .string(PROFILE_MESSAGES.emailInvalid)
    .trim()
    .max(EMAIL_MAX, PROFILE_MESSAGES.emailInvalid)
    .refine(isValidEmailAddress, PROFILE_MESSAGES.emailInvalid),
  Address: text('address', ADDRESS_MAX).default(''),
  City: text('city', PROFILE_TEXT_MAX).default(''),
  ZipCode: text('ZIP code', ZIP_CODE_MAX).default(''),
  CountryId: listId('country').default(0),
  StateId: listId('state').default(0),
  GenderId: listId('gender').default(0),
});
export type ProfileInput = z.input<typeof profileInputSchema>;

/**
 * POST users/{uid}/feedback (SPEC §3 Suggestion form, §5 "Suggest validation flags subject,
 * body and email"). Images are ids of the gardener's own uploaded images.
 */
export const feedbackInputSchema = z.object({
  subject: z
    .string(FEEDBACK_MESSAGES.subject)
    .trim()
    .min(1, FEEDBACK_MESSAGES.subject)
    .max(FEEDBACK_SUBJECT_MAX, tooLong('subject', FEEDBACK_SUBJECT_MAX)),
  body: z
    .string(FEEDBACK_MESSAGES.body)
    .trim()
    .min(1, FEEDBACK_MESSAGES.body)
    .max(FEEDBACK_BODY_MAX, tooLong('message', FEEDBACK_BODY_MAX)),
  email: z
    .string(FEEDBACK_MESSAGES.email)
    .trim()
    .max(EMAIL_MAX, FEEDBACK_MESSAGES.email)
    .refine(isValidEmailAddress, FEEDBACK_MESSAGES.email),
  images: z
    .array(z.number().int().positive().max(DATABASE_ID_MAX, 'A photo you attached is not one of yours.'))
    .max(10, 'At most 10 photos can go with a suggestion.')
    .default([]),
});
export type FeedbackInput = z.input<typeof feedbackInputSchema>;

/** The answer to feedback: code 0 is success (as the other SPEC answers with a code). */
export const feedbackResponseSchema = z.object({ code: z.number().int(), message: z.string() });
export type FeedbackResponse = z.infer<typeof feedbackResponseSchema>;

/** PUT users/{uid}/TogglePlantTagId/: the flag's new value. */
export const plantTagIdToggleSchema = z.object({ TogglePlantTagId: z.boolean() });
export type PlantTagIdToggle = z.infer<typeof plantTagIdToggleSchema>;
