import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import path from 'node:path';
import ece from 'http_ece';

/**
 * A push service on 127.0.0.1 for the tests, in the place of the browsers' own (FCM,
 * Mozilla's, Apple's): it takes what the API's web-push sends, checks the VAPID signature
 * (RFC 8292) and decrypts the message (RFC 8291) as a browser would. Its certificate is one
 * made for these tests alone; `agent` trusts it.
 */
const certificate = readFileSync(path.join(import.meta.dirname, 'fake-push-service.test-cert.pem'));
const privateKey = readFileSync(path.join(import.meta.dirname, 'fake-push-service.test-key.pem'));

/** A browser's push subscription, with the private key only the browser holds. */
export interface FakeBrowser {
  Endpoint: string;
  Keys: { P256dh: string; Auth: string };
  ecdh: ECDH;
}

/** A push as the browser would show it, with the VAPID public key that signed it. */
interface ReceivedPush {
  endpoint: string;
  message: unknown;
  signedBy: string;
  ttl: string | undefined;
}

const base64url = (buffer: Buffer) => buffer.toString('base64url');

/** The key's JWK from its raw uncompressed point (0x04 || x || y), as VAPID sends it. */
function vapidPublicKey(raw: string) {
  const point = Buffer.from(raw, 'base64url');
  return createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: base64url(point.subarray(1, 33)),
      y: base64url(point.subarray(33, 65)),
    },
    format: 'jwk',
  });
}

/** The VAPID header's signer, once its JWT (ES256) verifies with the key it names and is meant for this service. */
function checkVapid(authorization: string | undefined, origin: string): string {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${authorization ?? 'none'}`);
  const [header, claims, signature] = match[1]!.split('.');
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: vapidPublicKey(match[2]!), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature!, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID signature does not verify');
  const { aud, exp } = JSON.parse(Buffer.from(claims!, 'base64url').toString()) as {
    aud: string;
    exp: number;
  };
  if (aud !== origin) throw new Error(`the VAPID audience is ${aud}, not ${origin}`);
  if (exp * 1000 < Date.now()) throw new Error('the VAPID token has expired');
  return match[2]!;
}

export async function startFakePushService() {
  const browsers = new Map<string, FakeBrowser>();
  const gone = new Set<string>();
  const received: ReceivedPush[] = [];
  const problems: string[] = [];
  const server: Server = createServer({ cert: certificate, key: privateKey }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const endpoint = `${origin}${request.url ?? ''}`;
      const browser = browsers.get(endpoint);
      if (!browser || gone.has(endpoint)) {
        response.writeHead(410).end();
        return;
      }
      try {
        const signedBy = checkVapid(request.headers.authorization, origin);
        const plain = ece.decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: browser.ecdh,
          authSecret: browser.Keys.Auth,
        });
        received.push({
          endpoint,
          message: JSON.parse(plain.toString('utf8')),
          signedBy,
          ttl: request.headers.ttl as string | undefined,
        });
        response.writeHead(201).end();
      } catch (error) {
        problems.push(error instanceof Error ? error.message : String(error));
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the fake push service has no port');
  const origin = `https://127.0.0.1:${address.port}`;
  let browserCount = 0;

  return {
    /** An https.Agent that trusts this service's certificate, for webPushDelivery. */
    agent: new Agent({ ca: certificate }),
    received,
    /** Pushes this service refused, and why (a bad signature, a message it could not decrypt). */
    problems,
    /** A new browser's subscription, as PushSubscription.toJSON() gives it. */
    browser(): FakeBrowser {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const subscription: FakeBrowser = {
        Endpoint: `${origin}/push/${++browserCount}-${randomBytes(6).toString('hex')}`,
        Keys: { P256dh: base64url(ecdh.getPublicKey()), Auth: base64url(randomBytes(16)) },
        ecdh,
      };
      browsers.set(subscription.Endpoint, subscription);
      return subscription;
    },
    /** The browser unsubscribed behind the app's back: its pushes get 410 Gone. */
    forget(endpoint: string) {
      gone.add(endpoint);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
