/**
 * Which sign-in key the stored identity came from, kept beside it. The key stays in the
 * address for the whole visit (it is carried, SPEC §2.1), so without this every reload
 * would register again. The key is already in the address and the history; storing it
 * next to the identity's own token exposes nothing new.
 */
const IDENTITY_KEY_STORAGE_KEY = 'thrive.identity.key';

export function identityKeyOf(): string | null {
  try {
    return globalThis.localStorage?.getItem(IDENTITY_KEY_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function rememberIdentityKey(key: string): void {
  globalThis.localStorage?.setItem(IDENTITY_KEY_STORAGE_KEY, key);
}

/** On sign-out: the next visit with this key registers again, for a fresh token. */
export function forgetIdentityKey(): void {
  // Plain storage, not @thrive/shared: the entry (index.ts) reads this file before the
  // async boundary, where the shared singleton cannot be loaded yet.
  try {
    globalThis.localStorage?.removeItem(IDENTITY_KEY_STORAGE_KEY);
  } catch {
    // Storage blocked: nothing was kept to forget.
  }
}
