import { z } from 'zod';

/**
 * SPEC §5 Email: a local part, @, and a domain with a top-level part of at least 2 letters,
 * or an IP literal in brackets (`fern@[192.168.0.1]`).
 */
const EMAIL_PATTERN =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;
export const isValidEmailAddress = (value: string) => EMAIL_PATTERN.test(value.trim());

/** SPEC §5 Add-plant request messages, verbatim. */
export const PLANT_REQUEST_MESSAGES = {
  botanicalNameRequired: 'Please enter a Botanical Name',
  emailRequired: 'Please enter your Email Address',
} as const;

/** SPEC §1, §9: the provider promises to add a requested plant 'within 24 hours'. */
export const PLANT_REQUEST_PROMISE = 'within 24 hours';

/** SPEC §3 Plant request: code 200 is success. */
export const PLANT_REQUEST_SUCCESS_CODE = 200;
export const PLANT_REQUEST_NAME_MAX_LENGTH = 200;
export const PLANT_REQUEST_EMAIL_MAX_LENGTH = 254;

const nameTooLong = (what: string) =>
  `The ${what} must be at most ${PLANT_REQUEST_NAME_MAX_LENGTH} characters.`;

/** POST users/{uid}/PlantRequest/ (SPEC §3, §5): botanical name and email required, common name optional. */
export const plantRequestSchema = z.object({
  botanicalName: z
    .string(PLANT_REQUEST_MESSAGES.botanicalNameRequired)
    .trim()
    .min(1, PLANT_REQUEST_MESSAGES.botanicalNameRequired)
    .max(PLANT_REQUEST_NAME_MAX_LENGTH, nameTooLong('botanical name')),
  commonName: z
    .string('The common name must be text.')
    .trim()
    .max(PLANT_REQUEST_NAME_MAX_LENGTH, nameTooLong('common name'))
    .default(''),
  userEmail: z
    .string(PLANT_REQUEST_MESSAGES.emailRequired)
    .trim()
    .max(PLANT_REQUEST_EMAIL_MAX_LENGTH, PLANT_REQUEST_MESSAGES.emailRequired)
    .refine(isValidEmailAddress, PLANT_REQUEST_MESSAGES.emailRequired),
});
export type PlantRequest = z.input<typeof plantRequestSchema>;

/** The answer: {code: 200} on success (SPEC §3). */
export const plantRequestResponseSchema = z.object({ code: z.number().int() });
export type PlantRequestResponse = z.infer<typeof plantRequestResponseSchema>;
