import { sign, verify, type KeyObject } from 'node:crypto';

/** The JWS algorithms the stores use: Google's OAuth assertion RS256, Apple's ES256. */
export type JwsAlgorithm = 'RS256' | 'ES256';

const segment = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * ES256 signatures in a JWS are the raw r||s pair (RFC 7518 §3.4), not the DER that
 * node:crypto makes by default.
 */
const keyFor = (key: KeyObject, algorithm: JwsAlgorithm) =>
  algorithm === 'ES256' ? { key, dsaEncoding: 'ieee-p1363' as const } : key;

/** A compact JWS (a JWT when the payload holds claims) signed with `key`. */
export function signJws(header: object, payload: object, key: KeyObject, algorithm: JwsAlgorithm): string {
  const input = `${segment({ ...header, alg: algorithm })}.${segment(payload)}`;
  const signature = sign('sha256', Buffer.from(input), keyFor(key, algorithm));
  return `${input}.${signature.toString('base64url')}`;
}

export interface DecodedJws {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
  /** What the signature covers: the first two segments as they came. */
  signingInput: string;
  signature: Buffer;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseSegment(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    return isRecord(value) ? value : null;
  } catch {
    return null;
  }
}

/** A compact JWS taken apart, not yet trusted; null when it is not one. */
export function decodeJws(token: string): DecodedJws | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((part) => !/^[A-Za-z0-9_-]*$/.test(part))) return null;
  const [headerText, payloadText, signatureText] = parts as [string, string, string];
  const header = parseSegment(headerText);
  const payload = parseSegment(payloadText);
  if (!header || !payload) return null;
  return {
    header,
    payload,
    signingInput: `${headerText}.${payloadText}`,
    signature: Buffer.from(signatureText, 'base64url'),
  };
}

/** Whether `jws` was signed by `key` with `algorithm` (and says so in its header). */
export function jwsSignedBy(jws: DecodedJws, key: KeyObject, algorithm: JwsAlgorithm): boolean {
  if (jws.header.alg !== algorithm) return false;
  try {
    return verify('sha256', Buffer.from(jws.signingInput), keyFor(key, algorithm), jws.signature);
  } catch {
    return false;
  }
}
