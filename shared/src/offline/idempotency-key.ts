/** The header the API honours on a change (infra/api idempotency): the same key, applied once. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** A new key for one change: 36 characters of letters, digits and hyphens. */
export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto as Crypto | undefined;
  if (crypto?.randomUUID) return crypto.randomUUID();
  const bytes = new Uint8Array(18);
  if (crypto?.getRandomValues) crypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
