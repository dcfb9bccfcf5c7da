/**
 * Characters that show as nothing: soft hyphen, zero-width space/joiners, direction marks,
 * word joiner and the byte-order mark. An email with one of them looks like one without.
 */
const INVISIBLE = /[\u00AD\u200B-\u200F\u2060\uFEFF]/g;

/**
 * The form in which two emails are the same (users.email_key, unique): NFKC (full-width and
 * compatibility letters become plain ones), invisible characters removed, case folded. The
 * migration that added the column computes the same in SQL for existing accounts.
 */
export function emailKey(email: string): string {
  return email.trim().normalize('NFKC').replace(INVISIBLE, '').toLowerCase();
}
