import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadProviderConfig, NO_PROVIDERS } from './provider-config';
import { makeCertificate } from './testing/test-certificates';

describe('DESIGN §4 Providers: each outside service is on only when all its variables are set', () => {
  test('no variables: every provider is off and the embedded defaults answer', () => {
    expect(loadProviderConfig({})).toEqual(NO_PROVIDERS);
  });

  test('all of a provider’s variables turn it on; a trailing slash of its address is dropped', () => {
    const config = loadProviderConfig({
      AI_BASE_URL: 'http://127.0.0.1:9000/v1/',
      AI_API_KEY: 'sk-test',
      AI_MODEL: 'garden-1',
      PLANT_ID_URL: 'https://plantid.example.org',
      PLANT_ID_API_KEY: 'k1',
      PLANT_HEALTH_URL: 'https://health.example.org/api/v3/health_assessment',
      PLANT_HEALTH_API_KEY: 'k2',
    });
    expect(config).toEqual({
      ai: { baseUrl: 'http://127.0.0.1:9000/v1', apiKey: 'sk-test', model: 'garden-1' },
      plantId: { url: 'https://plantid.example.org', apiKey: 'k1' },
      plantHealth: { url: 'https://health.example.org/api/v3/health_assessment', apiKey: 'k2' },
      googlePlay: null,
      appStore: null,
      appPush: null,
    });
  });

  test('half a configuration is refused with the names that are missing', () => {
    expect(() => loadProviderConfig({ AI_BASE_URL: 'http://127.0.0.1:9000/v1' })).toThrow(
      'AI_BASE_URL set but AI_API_KEY, AI_MODEL not: set all or none',
    );
    expect(() => loadProviderConfig({ PLANT_ID_API_KEY: 'k1' })).toThrow(/PLANT_ID_URL not/);
  });

  test('an address that is not http(s) is refused', () => {
    expect(() => loadProviderConfig({ PLANT_HEALTH_URL: 'ftp://x', PLANT_HEALTH_API_KEY: 'k' })).toThrow(
      'PLANT_HEALTH_URL "ftp://x" must be an http(s) URL',
    );
  });
});

describe('the app stores (receipt verification) are configured by their variables, files read at start', () => {
  let folder: string;
  const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const ec = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const root = makeCertificate({
    subject: 'Test Root',
    ca: true,
    notBefore: new Date('2026-01-01T00:00:00Z'),
    notAfter: new Date('2027-01-01T00:00:00Z'),
  });
  const write = (name: string, content: string) => {
    writeFileSync(path.join(folder, name), content);
    return path.join(folder, name);
  };
  beforeAll(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'thrive-provider-config-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  const googleEnv = () => ({
    GOOGLE_PLAY_PACKAGE_NAME: 'garden.thrive.app',
    GOOGLE_PLAY_SERVICE_ACCOUNT_JSON: write(
      'sa.json',
      JSON.stringify({
        client_email: 'p@x.iam.gserviceaccount.com',
        private_key: rsa.privateKey.export({ type: 'pkcs8', format: 'pem' }),
        private_key_id: 'k1',
      }),
    ),
  });
  const appleEnv = () => ({
    APP_STORE_ISSUER_ID: 'issuer',
    APP_STORE_KEY_ID: 'KEY1',
    APP_STORE_PRIVATE_KEY: write('key.p8', ec.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string),
    APP_STORE_BUNDLE_ID: 'garden.thrive.app',
    APP_STORE_ROOT_CERTIFICATE: write('root.pem', root.certificate.toString()),
  });

  test('Google Play: the package and the service account key file; Google’s own addresses unless overridden', () => {
    const { googlePlay } = loadProviderConfig(googleEnv());
    expect(googlePlay).toMatchObject({
      packageName: 'garden.thrive.app',
      serviceAccount: { clientEmail: 'p@x.iam.gserviceaccount.com', privateKeyId: 'k1' },
      apiUrl: 'https://androidpublisher.googleapis.com',
      tokenUrl: 'https://oauth2.googleapis.com/token',
    });
    const local = loadProviderConfig({
      ...googleEnv(),
      GOOGLE_PLAY_API_URL: 'http://127.0.0.1:9001/',
      GOOGLE_PLAY_TOKEN_URL: 'http://127.0.0.1:9001/token',
    });
    expect(local.googlePlay).toMatchObject({
      apiUrl: 'http://127.0.0.1:9001',
      tokenUrl: 'http://127.0.0.1:9001/token',
    });
  });

  test('the App Store: Production’s API unless APP_STORE_ENVIRONMENT says Sandbox', () => {
    expect(loadProviderConfig(appleEnv()).appStore).toMatchObject({
      issuerId: 'issuer',
      keyId: 'KEY1',
      bundleId: 'garden.thrive.app',
      environment: 'Production',
      apiUrl: 'https://api.storekit.itunes.apple.com',
    });
    const sandbox = loadProviderConfig({ ...appleEnv(), APP_STORE_ENVIRONMENT: 'sandbox' }).appStore;
    expect(sandbox).toMatchObject({
      environment: 'Sandbox',
      apiUrl: 'https://api.storekit-sandbox.itunes.apple.com',
    });
    expect(sandbox?.rootCertificate.fingerprint256).toBe(root.certificate.fingerprint256);
  });

  test('half a store configuration, an override without its store, or an unusable file is refused', () => {
    expect(() => loadProviderConfig({ GOOGLE_PLAY_PACKAGE_NAME: 'x' })).toThrow(
      /GOOGLE_PLAY_SERVICE_ACCOUNT_JSON not/,
    );
    expect(() => loadProviderConfig({ APP_STORE_API_URL: 'http://127.0.0.1:1' })).toThrow(
      /APP_STORE_API_URL set but/,
    );
    expect(() => loadProviderConfig({ ...appleEnv(), APP_STORE_ENVIRONMENT: 'Staging' })).toThrow(
      'APP_STORE_ENVIRONMENT "Staging" must be Production or Sandbox',
    );
    expect(() =>
      loadProviderConfig({
        ...googleEnv(),
        GOOGLE_PLAY_SERVICE_ACCOUNT_JSON: path.join(folder, 'missing.json'),
      }),
    ).toThrow(/GOOGLE_PLAY_SERVICE_ACCOUNT_JSON ".*missing.json" cannot be read/);
    expect(() =>
      loadProviderConfig({
        ...appleEnv(),
        APP_STORE_PRIVATE_KEY: write(
          'rsa.p8',
          rsa.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
        ),
      }),
    ).toThrow('APP_STORE_PRIVATE_KEY: the key must be an EC P-256 (.p8) key');
    expect(() =>
      loadProviderConfig({ ...appleEnv(), APP_STORE_ROOT_CERTIFICATE: write('x.pem', 'nope') }),
    ).toThrow(/is not an X.509 certificate/);
  });
});
