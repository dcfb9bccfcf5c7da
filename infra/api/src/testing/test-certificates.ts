import { generateKeyPairSync, sign, X509Certificate, type KeyObject } from 'node:crypto';
import { derObjectIdentifier } from '../features/purchases/stores/der-oid';
import {
  APPLE_RECEIPT_SIGNER_OID,
  APPLE_WWDR_INTERMEDIATE_OID,
} from '../features/purchases/stores/apple-signed-payload';

/*
 * X.509 certificates made at test time with node:crypto alone: just enough DER for an EC P-256
 * chain (root, intermediate, leaf) like the one the App Store signs its answers with.
 */

function derLength(length: number): Buffer {
  if (length < 0x80) return Buffer.from([length]);
  if (length < 0x100) return Buffer.from([0x81, length]);
  return Buffer.from([0x82, length >> 8, length & 0xff]);
}
const tlv = (tag: number, ...content: Buffer[]) => {
  const body = Buffer.concat(content);
  return Buffer.concat([Buffer.from([tag]), derLength(body.length), body]);
};
const sequence = (...parts: Buffer[]) => tlv(0x30, ...parts);
/** A small non-negative INTEGER, minimally encoded as DER demands. */
function integer(value: number): Buffer {
  const bytes = [value & 0xff];
  for (let rest = value >> 8; rest > 0; rest >>= 8) bytes.unshift(rest & 0xff);
  if (bytes[0]! & 0x80) bytes.unshift(0x00);
  return tlv(0x02, Buffer.from(bytes));
}
const utcTime = (date: Date) =>
  tlv(0x17, Buffer.from(`${date.toISOString().slice(2, 19).replace(/[-T:]/g, '')}Z`));
const commonName = (name: string) =>
  sequence(tlv(0x31, sequence(derObjectIdentifier('2.5.4.3'), tlv(0x0c, Buffer.from(name)))));
const ECDSA_WITH_SHA256 = sequence(derObjectIdentifier('1.2.840.10045.4.3.2'));
const extension = (oid: string, value: Buffer, critical = false) =>
  sequence(derObjectIdentifier(oid), ...(critical ? [tlv(0x01, Buffer.from([0xff]))] : []), tlv(0x04, value));
const CA_CONSTRAINT = extension('2.5.29.19', sequence(tlv(0x01, Buffer.from([0xff]))), true);
/** Apple's marker extensions carry a DER NULL. */
const marker = (oid: string) => extension(oid, Buffer.from([0x05, 0x00]));

export interface TestCertificate {
  certificate: X509Certificate;
  privateKey: KeyObject;
  /** Base64 DER, as a JWS header's x5c lists it. */
  base64: string;
}

interface CertificateRequest {
  subject: string;
  issuer?: TestCertificate;
  notBefore: Date;
  notAfter: Date;
  ca?: boolean;
  /** Extension OIDs to mark the certificate with. */
  markers?: string[];
}

let serial = 1;

/** An EC P-256 certificate signed by `issuer` (self-signed without one). */
export function makeCertificate(request: CertificateRequest): TestCertificate {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const extensions = [...(request.ca ? [CA_CONSTRAINT] : []), ...(request.markers ?? []).map(marker)];
  const tbs = sequence(
    tlv(0xa0, integer(2)),
    integer(serial++),
    ECDSA_WITH_SHA256,
    commonName(request.issuer ? request.issuer.certificate.subject.replace(/^CN=/, '') : request.subject),
    sequence(utcTime(request.notBefore), utcTime(request.notAfter)),
    commonName(request.subject),
    publicKey.export({ type: 'spki', format: 'der' }),
    ...(extensions.length ? [tlv(0xa3, sequence(...extensions))] : []),
  );
  const signature = sign('sha256', tbs, request.issuer?.privateKey ?? privateKey);
  const der = sequence(tbs, ECDSA_WITH_SHA256, tlv(0x03, Buffer.from([0x00]), signature));
  return { certificate: new X509Certificate(der), privateKey, base64: der.toString('base64') };
}

export interface AppleTestChain {
  root: TestCertificate;
  intermediate: TestCertificate;
  leaf: TestCertificate;
}

/** A chain shaped like Apple's: a root, a WWDR-marked CA, a receipt-signer-marked leaf. */
export function appleTestChain(
  validity: { notBefore: Date; notAfter: Date },
  { root, leafMarkers = [APPLE_RECEIPT_SIGNER_OID], leafValidity = validity } = {} as {
    root?: TestCertificate;
    leafMarkers?: string[];
    leafValidity?: { notBefore: Date; notAfter: Date };
  },
): AppleTestChain {
  const chainRoot = root ?? makeCertificate({ subject: 'Test Apple Root CA - G3', ca: true, ...validity });
  const intermediate = makeCertificate({
    subject: 'Test Apple Worldwide Developer Relations CA - G6',
    issuer: chainRoot,
    ca: true,
    markers: [APPLE_WWDR_INTERMEDIATE_OID],
    ...validity,
  });
  const leaf = makeCertificate({
    subject: 'Test Prod ECC Mac App Store and iTunes Store Receipt Signing',
    issuer: intermediate,
    markers: leafMarkers,
    ...leafValidity,
  });
  return { root: chainRoot, intermediate, leaf };
}
