import { identitySchema, type Identity } from '../contracts/identity';
import { STORAGE_KEYS } from './storage-keys';

/** The identity survives reloads in localStorage (SPEC §1); a corrupt entry counts as none. */
export function loadStoredIdentity(): Identity | null {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEYS.identity);
    if (!raw) return null;
    const parsed = identitySchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function storeIdentity(identity: Identity | null): void {
  if (identity) globalThis.localStorage?.setItem(STORAGE_KEYS.identity, JSON.stringify(identity));
  else globalThis.localStorage?.removeItem(STORAGE_KEYS.identity);
}
