import type { KeyObject, X509Certificate } from 'node:crypto';
import { appPushConfigFrom, type AppPushConfig } from './features/app-push/app-push-config';
import {
  readCertificate,
  readEcPrivateKey,
  readServiceAccount,
  type GoogleServiceAccount,
} from './features/purchases/stores/store-credentials';

/** Google Play Developer API credentials for verifying Android subscriptions. */
export interface GooglePlayConfig {
  packageName: string;
  serviceAccount: GoogleServiceAccount;
  /** GOOGLE_PLAY_API_URL: the androidpublisher API's origin. */
  apiUrl: string;
  /** GOOGLE_PLAY_TOKEN_URL: the OAuth token endpoint; else the key file's token_uri. */
  tokenUrl: string;
}

const APP_STORE_ENVIRONMENTS = ['Production', 'Sandbox'] as const;
type AppStoreEnvironment = (typeof APP_STORE_ENVIRONMENTS)[number];
const APP_STORE_API_URLS: Record<AppStoreEnvironment, string> = {
  Production: 'https://api.storekit.itunes.apple.com',
  Sandbox: 'https://api.storekit-sandbox.itunes.apple.com',
};

/** App Store Server API credentials for verifying iOS subscriptions. */
export interface AppStoreConfig {
  issuerId: string;
  keyId: string;
  privateKey: KeyObject;
  bundleId: string;
  /** Which App Store's purchases count; a purchase from the other is refused. */
  environment: AppStoreEnvironment;
  /** APP_STORE_API_URL: else the environment's own. */
  apiUrl: string;
  /** The Apple root the signed answers must chain to (Apple Root CA - G3). */
  rootCertificate: X509Certificate;
}

/**
 * The outside services the API can use instead of its embedded defaults (DESIGN §4
 * Providers). Each is off unless its variables are set; off, the embedded default answers
 * and nothing leaves the machine.
 */
export interface ProviderConfig {
  /** Any OpenAI-compatible chat API: AI_BASE_URL, AI_API_KEY, AI_MODEL. */
  ai: { baseUrl: string; apiKey: string; model: string } | null;
  /** A Pl@ntNet-compatible identification API: PLANT_ID_URL, PLANT_ID_API_KEY. */
  plantId: { url: string; apiKey: string } | null;
  /** A Plant.id-style health assessment API: PLANT_HEALTH_URL, PLANT_HEALTH_API_KEY. */
  plantHealth: { url: string; apiKey: string } | null;
  /** Google Play, for Android receipts: GOOGLE_PLAY_PACKAGE_NAME, GOOGLE_PLAY_SERVICE_ACCOUNT_JSON. */
  googlePlay: GooglePlayConfig | null;
  /** The App Store, for iOS receipts: APP_STORE_ISSUER_ID, _KEY_ID, _PRIVATE_KEY, _BUNDLE_ID, _ROOT_CERTIFICATE. */
  appStore: AppStoreConfig | null;
  /** FCM, for reminders pushed to the phone app: FCM_CREDENTIALS (and FCM_API_URL). */
  appPush: AppPushConfig | null;
}

export const NO_PROVIDERS: ProviderConfig = {
  ai: null,
  plantId: null,
  plantHealth: null,
  googlePlay: null,
  appStore: null,
  appPush: null,
};

function httpUrl(name: string, value: string): string {
  try {
    if (['http:', 'https:'].includes(new URL(value).protocol)) return value.replace(/\/+$/, '');
  } catch {
    // falls through to the message below
  }
  throw new Error(`${name} "${value}" must be an http(s) URL`);
}

/** A provider's variables: all of them, or none (half a configuration is a mistake to say). */
function group<T>(env: NodeJS.ProcessEnv, names: readonly string[], make: (values: string[]) => T): T | null {
  const values = names.map((name) => env[name]?.trim() ?? '');
  const set = names.filter((_name, at) => values[at]);
  if (set.length === 0) return null;
  if (set.length < names.length)
    throw new Error(
      `${set.join(', ')} set but ${names.filter((n) => !set.includes(n)).join(', ')} not: set all or none`,
    );
  return make(values);
}

/** Settings that refine a provider mean nothing without it: say so rather than ignore them. */
function refining<T>(env: NodeJS.ProcessEnv, provider: T | null, names: string[], needs: string): void {
  const set = names.filter((name) => env[name]?.trim());
  if (!provider && set.length) throw new Error(`${set.join(', ')} set but ${needs} not: set it too`);
}

const GOOGLE_PLAY = ['GOOGLE_PLAY_PACKAGE_NAME', 'GOOGLE_PLAY_SERVICE_ACCOUNT_JSON'] as const;
const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';

function loadGooglePlay(env: NodeJS.ProcessEnv): GooglePlayConfig | null {
  const config = group(env, GOOGLE_PLAY, ([packageName, file]) => {
    const serviceAccount = readServiceAccount('GOOGLE_PLAY_SERVICE_ACCOUNT_JSON', file!);
    const tokenUrl = env.GOOGLE_PLAY_TOKEN_URL?.trim() || serviceAccount.tokenUri || GOOGLE_TOKEN_URL;
    return {
      packageName: packageName!,
      serviceAccount,
      apiUrl: httpUrl(
        'GOOGLE_PLAY_API_URL',
        env.GOOGLE_PLAY_API_URL?.trim() || 'https://androidpublisher.googleapis.com',
      ),
      tokenUrl: httpUrl('GOOGLE_PLAY_TOKEN_URL', tokenUrl),
    };
  });
  refining(env, config, ['GOOGLE_PLAY_API_URL', 'GOOGLE_PLAY_TOKEN_URL'], GOOGLE_PLAY.join(', '));
  return config;
}

const APP_STORE = [
  'APP_STORE_ISSUER_ID',
  'APP_STORE_KEY_ID',
  'APP_STORE_PRIVATE_KEY',
  'APP_STORE_BUNDLE_ID',
  'APP_STORE_ROOT_CERTIFICATE',
] as const;

function appStoreEnvironment(value: string | undefined): AppStoreEnvironment {
  const name = value?.trim() || 'Production';
  const environment = APP_STORE_ENVIRONMENTS.find((known) => known.toLowerCase() === name.toLowerCase());
  if (!environment) throw new Error(`APP_STORE_ENVIRONMENT "${name}" must be Production or Sandbox`);
  return environment;
}

function loadAppStore(env: NodeJS.ProcessEnv): AppStoreConfig | null {
  const config = group(env, APP_STORE, ([issuerId, keyId, keyFile, bundleId, rootFile]) => {
    const environment = appStoreEnvironment(env.APP_STORE_ENVIRONMENT);
    return {
      issuerId: issuerId!,
      keyId: keyId!,
      privateKey: readEcPrivateKey('APP_STORE_PRIVATE_KEY', keyFile!),
      bundleId: bundleId!,
      environment,
      apiUrl: httpUrl('APP_STORE_API_URL', env.APP_STORE_API_URL?.trim() || APP_STORE_API_URLS[environment]),
      rootCertificate: readCertificate('APP_STORE_ROOT_CERTIFICATE', rootFile!),
    };
  });
  refining(env, config, ['APP_STORE_ENVIRONMENT', 'APP_STORE_API_URL'], APP_STORE.join(', '));
  return config;
}

export function loadProviderConfig(env: NodeJS.ProcessEnv): ProviderConfig {
  return {
    ai: group(env, ['AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL'], ([baseUrl, apiKey, model]) => ({
      baseUrl: httpUrl('AI_BASE_URL', baseUrl!),
      apiKey: apiKey!,
      model: model!,
    })),
    plantId: group(env, ['PLANT_ID_URL', 'PLANT_ID_API_KEY'], ([url, apiKey]) => ({
      url: httpUrl('PLANT_ID_URL', url!),
      apiKey: apiKey!,
    })),
    plantHealth: group(env, ['PLANT_HEALTH_URL', 'PLANT_HEALTH_API_KEY'], ([url, apiKey]) => ({
      url: httpUrl('PLANT_HEALTH_URL', url!),
      apiKey: apiKey!,
    })),
    googlePlay: loadGooglePlay(env),
    appStore: loadAppStore(env),
    appPush: appPushConfigFrom(env),
  };
}
