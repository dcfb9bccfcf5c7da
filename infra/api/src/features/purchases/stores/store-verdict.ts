import type { DeviceOS } from '@thrive/shared/contracts';

/** The store confirmed it knows the subscription: its state and its end, by its own answer. */
interface StoreConfirmed {
  status: 'active' | 'expired' | 'refunded';
  /** When the paid period ends (null when the store gives none, e.g. a purchase never paid). */
  expiresAt: Date | null;
  /** The store's own id of the subscription (purchase token, original transaction id). */
  storeReference: string;
}

/** The store does not know the receipt (forged, or from another app). */
export interface StoreRejected {
  status: 'rejected';
  reason: string;
}

/** The store was not asked (no credentials) or gave no usable answer (down, refused us). */
export interface StoreUnverifiable {
  status: 'unverifiable';
  reason: string;
}

export type StoreVerdict = StoreConfirmed | StoreRejected | StoreUnverifiable;

/**
 * A store's word on a receipt (DESIGN §4 Providers, payments). Never throws: a store that
 * cannot be asked gives 'unverifiable', and the receipt waits as unverified.
 */
export interface StoreVerifier {
  /** Whether credentials for this platform's store are configured (else nothing is asked). */
  configuredFor(deviceOS: DeviceOS): boolean;
  verifyReceipt(receipt: string, deviceOS: DeviceOS): Promise<StoreVerdict>;
}

export const rejected = (reason: string): StoreRejected => ({ status: 'rejected', reason });
export const unverifiable = (reason: string): StoreUnverifiable => ({ status: 'unverifiable', reason });
