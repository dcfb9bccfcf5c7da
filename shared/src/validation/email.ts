import { z } from 'zod';
import { EMAIL_INVALID_MESSAGE } from '../contracts/account';
import { isValidEmailAddress } from '../contracts/plant-request';

/**
 * SPEC §5 Email: a local part, @, and a domain with a top-level part of at least 2 letters;
 * an IP literal (`user@[192.168.0.1]`) is also accepted. Surrounding spaces are ignored.
 * The one rule lives in the contracts, so the form and the API agree.
 */
export const isValidEmail = (text: string): boolean => isValidEmailAddress(text);

export { EMAIL_INVALID_MESSAGE };

export const emailSchema = z
  .string({ error: EMAIL_INVALID_MESSAGE })
  .trim()
  .refine(isValidEmail, EMAIL_INVALID_MESSAGE);
