import { X509Certificate } from 'node:crypto';
import { derObjectIdentifier } from './der-oid';
import { decodeJws, jwsSignedBy } from '../../common/jws';

/**
 * Apple marks the certificates that sign App Store answers with these extensions; a chain to
 * Apple's root without them (Apple issues many other certificates) does not speak for the store.
 */
export const APPLE_RECEIPT_SIGNER_OID = '1.2.840.113635.100.6.11.1';
export const APPLE_WWDR_INTERMEDIATE_OID = '1.2.840.113635.100.6.2.1';

export class UntrustedPayloadError extends Error {
  constructor(reason: string) {
    super(`The App Store's signed answer is not trusted: ${reason}`);
    this.name = 'UntrustedPayloadError';
  }
}

/** Whether the certificate carries the extension (its DER holds the OID's encoding). */
const hasExtension = (certificate: X509Certificate, oid: string) =>
  certificate.raw.includes(derObjectIdentifier(oid));

const validAt = (certificate: X509Certificate, now: Date) =>
  Date.parse(certificate.validFrom) <= now.getTime() && now.getTime() <= Date.parse(certificate.validTo);

function certificatesOf(x5c: unknown): X509Certificate[] {
  if (!Array.isArray(x5c) || x5c.length !== 3 || !x5c.every((entry) => typeof entry === 'string'))
    throw new UntrustedPayloadError('its header has no x5c chain of three certificates');
  try {
    return x5c.map((entry: string) => new X509Certificate(Buffer.from(entry, 'base64')));
  } catch {
    throw new UntrustedPayloadError('a certificate of its x5c chain cannot be read');
  }
}

/**
 * The payload of a JWS the App Store Server API signed (signedTransactionInfo,
 * signedRenewalInfo), once trusted: its x5c chain is leaf, Apple's WWDR intermediate and the
 * configured Apple root; each certificate issued and signed by the next, each valid now, the
 * intermediate a CA, both marked by Apple's extensions; and the JWS signed ES256 by the leaf.
 * Throws UntrustedPayloadError otherwise.
 */
export function verifyAppleSignedPayload(
  signed: string,
  root: X509Certificate,
  now: Date,
): Record<string, unknown> {
  const jws = decodeJws(signed);
  if (!jws) throw new UntrustedPayloadError('it is not a compact JWS');
  const [leaf, intermediate, chainRoot] = certificatesOf(jws.header.x5c) as [
    X509Certificate,
    X509Certificate,
    X509Certificate,
  ];
  if (chainRoot.fingerprint256 !== root.fingerprint256)
    throw new UntrustedPayloadError('its chain does not end at the configured Apple root');
  const linked =
    leaf.checkIssued(intermediate) &&
    leaf.verify(intermediate.publicKey) &&
    intermediate.checkIssued(root) &&
    intermediate.verify(root.publicKey);
  if (!linked) throw new UntrustedPayloadError('its certificates do not sign one another');
  if (!intermediate.ca) throw new UntrustedPayloadError('its intermediate certificate is not a CA');
  if (![leaf, intermediate, root].every((certificate) => validAt(certificate, now)))
    throw new UntrustedPayloadError('a certificate of its chain is not valid now');
  if (
    !hasExtension(leaf, APPLE_RECEIPT_SIGNER_OID) ||
    !hasExtension(intermediate, APPLE_WWDR_INTERMEDIATE_OID)
  )
    throw new UntrustedPayloadError('its certificates are not Apple’s App Store signing certificates');
  if (!jwsSignedBy(jws, leaf.publicKey, 'ES256'))
    throw new UntrustedPayloadError('its signature does not match its leaf certificate');
  return jws.payload;
}
