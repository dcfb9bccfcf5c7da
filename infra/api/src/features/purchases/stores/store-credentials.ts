import { createPrivateKey, X509Certificate, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** The parts of a Google Cloud service account key file (JSON) the OAuth grant needs. */
export interface GoogleServiceAccount {
  clientEmail: string;
  privateKey: KeyObject;
  privateKeyId?: string;
  /** Where the key file says tokens come from. */
  tokenUri?: string;
}

const serviceAccountFile = z.object({
  client_email: z.string().min(1),
  private_key: z.string().min(1),
  private_key_id: z.string().optional(),
  token_uri: z.string().optional(),
});

function readText(variable: string, file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`${variable} "${file}" cannot be read: ${(error as Error).message}`, { cause: error });
  }
}

function privateKeyOf(variable: string, pem: string): KeyObject {
  try {
    return createPrivateKey(pem);
  } catch (error) {
    throw new Error(`${variable} does not hold a PEM private key`, { cause: error });
  }
}

/** GOOGLE_PLAY_SERVICE_ACCOUNT_JSON: a key file as the Cloud console downloads it. */
export function readServiceAccount(variable: string, file: string): GoogleServiceAccount {
  let parsed: z.infer<typeof serviceAccountFile>;
  try {
    parsed = serviceAccountFile.parse(JSON.parse(readText(variable, file)));
  } catch (error) {
    if (error instanceof Error && error.message.startsWith(variable)) throw error;
    throw new Error(
      `${variable} "${file}" is not a service account key file (JSON with client_email and private_key)`,
      {
        cause: error,
      },
    );
  }
  const privateKey = privateKeyOf(variable, parsed.private_key);
  if (privateKey.asymmetricKeyType !== 'rsa') throw new Error(`${variable}: the private key must be RSA`);
  return {
    clientEmail: parsed.client_email,
    privateKey,
    privateKeyId: parsed.private_key_id,
    tokenUri: parsed.token_uri,
  };
}

/** APP_STORE_PRIVATE_KEY: the .p8 file App Store Connect gives (an EC P-256 key). */
export function readEcPrivateKey(variable: string, file: string): KeyObject {
  const key = privateKeyOf(variable, readText(variable, file));
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1')
    throw new Error(`${variable}: the key must be an EC P-256 (.p8) key`);
  return key;
}

/** APP_STORE_ROOT_CERTIFICATE: Apple's root certificate, PEM or DER (AppleRootCA-G3.cer). */
export function readCertificate(variable: string, file: string): X509Certificate {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    throw new Error(`${variable} "${file}" cannot be read: ${(error as Error).message}`, { cause: error });
  }
  try {
    return new X509Certificate(bytes);
  } catch (error) {
    throw new Error(`${variable} "${file}" is not an X.509 certificate (PEM or DER)`, { cause: error });
  }
}
