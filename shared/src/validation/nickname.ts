import { NICKNAME_REQUIRED_MESSAGE, NICKNAME_SAVE_MIN_EXCLUSIVE } from '../contracts/prompts';

/** SPEC §5/§9: Save needs MORE than this many trimmed characters. */
export const NICKNAME_MIN_LENGTH = NICKNAME_SAVE_MIN_EXCLUSIVE;

/** SPEC §5: "Save is disabled while the trimmed nickname is 3 characters or fewer." */
export function canSaveNickname(text: string): boolean {
  return text.trim().length > NICKNAME_MIN_LENGTH;
}

/**
 * SPEC §5: an empty or blank nickname gets an error toast ("Please enter your First name or
 * Nickname"); null when there is nothing to say.
 */
export function nicknameError(text: string): string | null {
  return text.trim() === '' ? NICKNAME_REQUIRED_MESSAGE : null;
}
