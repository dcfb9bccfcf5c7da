import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeAppStore, type FakeAppStore } from './fake-app-store';
import { startFakeGooglePlay, type FakeGooglePlay } from './fake-google-play';
import { appleTestChain, type AppleTestChain } from './test-certificates';

export const TEST_PACKAGE_NAME = 'garden.thrive.app';
const TEST_BUNDLE_ID = 'garden.thrive.app';

export interface FakeStores {
  googlePlay: FakeGooglePlay;
  appStore: FakeAppStore;
  /** The Apple chain the fake signs with, its root configured as APP_STORE_ROOT_CERTIFICATE. */
  chain: AppleTestChain;
  /** The GOOGLE_PLAY_* and APP_STORE_* variables that point the API at the fakes. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * Both fake stores with fresh credentials written where the variables expect files (a service
 * account key file, a .p8 key, Apple's root certificate), in a temporary folder removed on close.
 * Certificates are valid over `validity`, which must hold the time the API runs at.
 */
export async function startFakeStores(validity: { notBefore: Date; notAfter: Date }): Promise<FakeStores> {
  const folder = mkdtempSync(path.join(tmpdir(), 'thrive-stores-'));
  const google = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const apple = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const chain = appleTestChain(validity);
  const googlePlay = await startFakeGooglePlay({
    packageName: TEST_PACKAGE_NAME,
    serviceAccountKey: google.publicKey,
  });
  const appStore = await startFakeAppStore({
    apiKey: apple.publicKey,
    keyId: 'TESTKEY123',
    issuerId: '57246542-96fe-1a63-e053-0824d011072a',
    bundleId: TEST_BUNDLE_ID,
    chain,
  });
  const file = (name: string, content: string) => {
    writeFileSync(path.join(folder, name), content);
    return path.join(folder, name);
  };
  const serviceAccount = file(
    'service-account.json',
    JSON.stringify({
      type: 'service_account',
      project_id: 'thrive-test',
      private_key_id: 'test-key-1',
      private_key: google.privateKey.export({ type: 'pkcs8', format: 'pem' }),
      client_email: 'purchases@thrive-test.iam.gserviceaccount.com',
      token_uri: googlePlay.tokenUrl,
    }),
  );
  const env = {
    GOOGLE_PLAY_PACKAGE_NAME: TEST_PACKAGE_NAME,
    GOOGLE_PLAY_SERVICE_ACCOUNT_JSON: serviceAccount,
    GOOGLE_PLAY_API_URL: googlePlay.url,
    APP_STORE_ISSUER_ID: '57246542-96fe-1a63-e053-0824d011072a',
    APP_STORE_KEY_ID: 'TESTKEY123',
    APP_STORE_PRIVATE_KEY: file(
      'AuthKey_TESTKEY123.p8',
      apple.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
    ),
    APP_STORE_BUNDLE_ID: TEST_BUNDLE_ID,
    APP_STORE_ROOT_CERTIFICATE: file('AppleRootCA.pem', chain.root.certificate.toString()),
    APP_STORE_API_URL: appStore.url,
  };
  return {
    googlePlay,
    appStore,
    chain,
    env,
    async close() {
      await Promise.all([googlePlay.close(), appStore.close()]);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
