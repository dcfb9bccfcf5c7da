import { signJws } from '../../common/jws';
import {
  APPLE_RECEIPT_SIGNER_OID,
  UntrustedPayloadError,
  verifyAppleSignedPayload,
} from './apple-signed-payload';
import { appleTestChain, type AppleTestChain } from '../../../testing/test-certificates';

const NOW = new Date('2026-04-01T12:00:00Z');
const VALIDITY = { notBefore: new Date('2026-01-01T00:00:00Z'), notAfter: new Date('2027-01-01T00:00:00Z') };
const PAYLOAD = { originalTransactionId: '1000000001', bundleId: 'garden.thrive.app', expiresDate: 1 };
const chain = appleTestChain(VALIDITY);

const signedBy = ({ leaf, intermediate, root }: AppleTestChain, payload: object = PAYLOAD) =>
  signJws({ x5c: [leaf.base64, intermediate.base64, root.base64] }, payload, leaf.privateKey, 'ES256');
const verify = (signed: string, at = NOW) => verifyAppleSignedPayload(signed, chain.root.certificate, at);

describe('App Store signed answers are trusted only through Apple’s chain', () => {
  test('signed by a leaf of the configured root’s chain: the payload is read', () => {
    expect(verify(signedBy(chain))).toEqual(PAYLOAD);
  });

  test('a chain ending at another root is refused', () => {
    expect(() => verify(signedBy(appleTestChain(VALIDITY)))).toThrow(/configured Apple root/);
  });

  test('a leaf not issued by the chain’s intermediate is refused', () => {
    const stranger = appleTestChain(VALIDITY, { root: chain.root });
    const mixed = { ...chain, leaf: stranger.leaf };
    expect(() => verify(signedBy(mixed))).toThrow(/do not sign one another/);
  });

  test('a leaf without Apple’s receipt-signing mark is refused', () => {
    const unmarked = appleTestChain(VALIDITY, { root: chain.root, leafMarkers: [] });
    expect(() => verify(signedBy(unmarked))).toThrow(/not Apple’s App Store signing certificates/);
    const marked = appleTestChain(VALIDITY, { root: chain.root, leafMarkers: [APPLE_RECEIPT_SIGNER_OID] });
    expect(verify(signedBy(marked))).toEqual(PAYLOAD);
  });

  test('a certificate outside its validity is refused', () => {
    const lapsed = appleTestChain(VALIDITY, {
      root: chain.root,
      leafValidity: { notBefore: VALIDITY.notBefore, notAfter: new Date('2026-02-01T00:00:00Z') },
    });
    expect(() => verify(signedBy(lapsed))).toThrow(/not valid now/);
  });

  test('a payload changed after signing, or signed by another key, is refused', () => {
    const [header, , signature] = signedBy(chain).split('.');
    const forged = Buffer.from(JSON.stringify({ ...PAYLOAD, expiresDate: 9e12 })).toString('base64url');
    expect(() => verify(`${header}.${forged}.${signature}`)).toThrow(/signature does not match/);
    const otherKey = appleTestChain(VALIDITY).leaf.privateKey;
    const { leaf, intermediate, root } = chain;
    const signedElsewhere = signJws(
      { x5c: [leaf.base64, intermediate.base64, root.base64] },
      PAYLOAD,
      otherKey,
      'ES256',
    );
    expect(() => verify(signedElsewhere)).toThrow(UntrustedPayloadError);
  });

  test('no x5c chain, or not a JWS at all: refused', () => {
    expect(() => verify(signJws({}, PAYLOAD, chain.leaf.privateKey, 'ES256'))).toThrow(/x5c/);
    expect(() => verify('not a jws')).toThrow(/compact JWS/);
  });
});
