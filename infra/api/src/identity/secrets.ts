import { createHash, randomBytes } from 'node:crypto';

/** A random secret for a sign-in key or a token: 32 bytes, base64url (DESIGN §4). */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Keys and tokens are stored only as their SHA-256: a leaked table signs nobody in. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
