import type { DeviceOS } from '@thrive/shared/contracts';
import type { ProviderConfig } from '../../../provider-config';
import { appStoreVerifier } from './app-store-verifier';
import { googlePlayVerifier } from './google-play-verifier';
import { unverifiable, type StoreVerdict, type StoreVerifier } from './store-verdict';

type Verify = (receipt: string) => Promise<StoreVerdict>;

/**
 * The stores configured (GOOGLE_PLAY_*, APP_STORE_*), one per platform. A platform without
 * credentials asks nobody: its receipts are kept unverified and grant nothing.
 */
export function createStoreVerifier(
  { googlePlay, appStore }: Pick<ProviderConfig, 'googlePlay' | 'appStore'>,
  clock: () => Date,
): StoreVerifier {
  const byPlatform: Record<DeviceOS, Verify | null> = {
    android: googlePlay ? googlePlayVerifier(googlePlay, clock) : null,
    ios: appStore ? appStoreVerifier(appStore, clock) : null,
  };
  return {
    configuredFor: (deviceOS) => byPlatform[deviceOS] !== null,
    async verifyReceipt(receipt, deviceOS) {
      const verify = byPlatform[deviceOS];
      if (!verify)
        return unverifiable(
          `No ${deviceOS === 'ios' ? 'App Store' : 'Google Play'} credentials are configured.`,
        );
      try {
        return await verify(receipt);
      } catch (error) {
        // A receipt must never cost the gardener a 500: it waits, unverified, for the next check.
        return unverifiable(`The store check failed: ${(error as Error).message}`);
      }
    },
  };
}
