import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * What the API needs to send pushes to the phone app through FCM's HTTP v1 API: the Firebase
 * project, the service account that signs for it and where to reach Google's token and
 * messaging services (tests point both at a fake).
 */
export interface AppPushConfig {
  projectId: string;
  /** The service account's address: the issuer of the JWT exchanged for an access token. */
  clientEmail: string;
  /** The service account's RSA private key (PEM), which signs that JWT. */
  privateKey: string;
  /** Where the signed JWT is exchanged for an access token (the file's token_uri). */
  tokenUri: string;
  /** FCM's origin, without a trailing slash. */
  apiUrl: string;
}

const DEFAULT_FCM_API_URL = 'https://fcm.googleapis.com';

/** The service-account file's fields this API uses, as Firebase's console writes them. */
const FIELDS = ['project_id', 'client_email', 'private_key', 'token_uri'] as const;

/**
 * App push from the environment: FCM_CREDENTIALS is the path of the Firebase service-account
 * JSON file, FCM_API_URL (optional) FCM's origin. Null when FCM_CREDENTIALS is unset (the
 * phone app gets no pushes). Anything else wrong throws at start with a message that names
 * the variable, so the operator can fix it before a morning's reminders are lost.
 */
export function appPushConfigFrom(env: NodeJS.ProcessEnv): AppPushConfig | null {
  const file = env.FCM_CREDENTIALS?.trim();
  if (!file) return null;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`FCM_CREDENTIALS: the service-account file ${file} cannot be read (${reason(error)}).`, {
      cause: error,
    });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(`FCM_CREDENTIALS: the service-account file ${file} is not JSON (${reason(error)}).`, {
      cause: error,
    });
  }
  const account = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<string, unknown>;
  const missing = FIELDS.filter((field) => typeof account[field] !== 'string' || account[field] === '');
  if (missing.length > 0)
    throw new Error(
      `FCM_CREDENTIALS: the service-account file ${file} has no ${missing.join(', ')}. ` +
        'Download a new key for the service account from the Firebase console.',
    );
  const [projectId, clientEmail, privateKey, tokenUri] = FIELDS.map((field) => account[field] as string);
  try {
    createPrivateKey(privateKey!);
  } catch (error) {
    throw new Error(
      `FCM_CREDENTIALS: the private_key in ${file} is not a PEM private key (${reason(error)}).`,
      { cause: error },
    );
  }
  return {
    projectId: projectId!,
    clientEmail: clientEmail!,
    privateKey: privateKey!,
    tokenUri: checkedUrl(`FCM_CREDENTIALS: the token_uri in ${file}`, tokenUri!),
    apiUrl: checkedUrl('FCM_API_URL', env.FCM_API_URL?.trim() || DEFAULT_FCM_API_URL).replace(/\/+$/, ''),
  };
}

/** `value` when it is an http(s) address; else an error that starts with `what`. */
function checkedUrl(what: string, value: string): string {
  const protocol = URL.canParse(value) ? new URL(value).protocol : undefined;
  if (protocol !== 'https:' && protocol !== 'http:')
    throw new Error(`${what} (${value}) is not an http(s) address.`);
  return value;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));
