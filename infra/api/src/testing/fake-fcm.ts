import { generateKeyPairSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AppPushConfig } from '../features/app-push/app-push-config';

/**
 * Google's token service and FCM's HTTP v1 messages:send on 127.0.0.1, for the tests: the
 * token service takes only a JWT signed with the key of the service account it made (RS256)
 * for the FCM scope and its own address, and messages:send only an access token it issued.
 * The JWT's times are not checked against the clock, so providers on a fixed clock work.
 */

const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const PROJECT_ID = 'thrive-garden-test';

/** A push as FCM took it for a phone. */
interface FcmSend {
  token: string;
  notification: { title?: string; body?: string };
  data: Record<string, string>;
}

/** The service-account JSON file Firebase's console gives, with this fake's key and address. */
interface FakeServiceAccount {
  type: 'service_account';
  project_id: string;
  private_key_id: string;
  private_key: string;
  client_email: string;
  token_uri: string;
}

const UNREGISTERED = {
  error: {
    code: 404,
    status: 'NOT_FOUND',
    message: 'Requested entity was not found.',
    details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'UNREGISTERED' }],
  },
};

const googleError = (code: number, status: string, message: string) => ({ error: { code, status, message } });

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

const answer = (response: ServerResponse, status: number, body: object) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

export async function startFakeFcm() {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const clientEmail = `reminders@${PROJECT_ID}.iam.gserviceaccount.com`;
  const issued = new Set<string>();
  const unregistered = new Set<string>();
  const sends: FcmSend[] = [];
  const problems: string[] = [];
  let exchanges = 0;
  let failNext = false;

  /** Why the token service refuses this JWT, or null when it is good. */
  const refusal = (assertion: string): string | null => {
    const [header, claims, signature] = assertion.split('.');
    if (!header || !claims || !signature) return 'the assertion is not a JWT';
    const { alg } = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string };
    if (alg !== 'RS256') return `the JWT is signed with ${alg}, not RS256`;
    const signed = verify(
      'sha256',
      Buffer.from(`${header}.${claims}`),
      publicKey,
      Buffer.from(signature, 'base64url'),
    );
    if (!signed) return 'the JWT signature does not verify with the service account’s key';
    const claimed = JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>;
    if (claimed.iss !== clientEmail) return `the JWT is issued by ${String(claimed.iss)}`;
    if (claimed.scope !== FCM_SCOPE) return `the JWT asks for the scope ${String(claimed.scope)}`;
    if (claimed.aud !== tokenUri) return `the JWT is meant for ${String(claimed.aud)}, not ${tokenUri}`;
    if (typeof claimed.iat !== 'number' || claimed.exp !== claimed.iat + 3600)
      return 'the JWT must end an hour after it is issued';
    return null;
  };

  const exchangeToken = (form: URLSearchParams, response: ServerResponse) => {
    const problem =
      form.get('grant_type') === 'urn:ietf:params:oauth:grant-type:jwt-bearer'
        ? refusal(form.get('assertion') ?? '')
        : `the grant type is ${form.get('grant_type')}`;
    if (problem) {
      problems.push(problem);
      answer(response, 400, { error: 'invalid_grant', error_description: problem });
      return;
    }
    exchanges += 1;
    const accessToken = `ya29.fake-${randomBytes(12).toString('hex')}`;
    issued.add(accessToken);
    answer(response, 200, { access_token: accessToken, expires_in: 3600, token_type: 'Bearer' });
  };

  const takeSend = (request: IncomingMessage, text: string, response: ServerResponse) => {
    const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer || !issued.has(bearer)) {
      answer(
        response,
        401,
        googleError(401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials.'),
      );
      return;
    }
    if (failNext) {
      failNext = false;
      answer(response, 500, googleError(500, 'INTERNAL', 'Internal error encountered.'));
      return;
    }
    const { message } = JSON.parse(text) as { message?: FcmSend };
    if (!message || typeof message.token !== 'string') {
      answer(response, 400, googleError(400, 'INVALID_ARGUMENT', 'The message has no token.'));
      return;
    }
    if (unregistered.has(message.token)) {
      answer(response, 404, UNREGISTERED);
      return;
    }
    sends.push({ token: message.token, notification: message.notification, data: message.data });
    answer(response, 200, { name: `projects/${PROJECT_ID}/messages/${sends.length}` });
  };

  const server = createServer((request, response) => {
    readBody(request)
      .then((text) => {
        if (request.method === 'POST' && request.url === '/token')
          exchangeToken(new URLSearchParams(text), response);
        else if (request.method === 'POST' && request.url === `/v1/projects/${PROJECT_ID}/messages:send`)
          takeSend(request, text, response);
        else answer(response, 404, googleError(404, 'NOT_FOUND', 'No such address.'));
      })
      .catch((error: unknown) => {
        problems.push(error instanceof Error ? error.message : String(error));
        answer(response, 400, googleError(400, 'INVALID_ARGUMENT', 'The request could not be read.'));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the fake FCM has no port');
  const origin = `http://127.0.0.1:${address.port}`;
  const tokenUri = `${origin}/token`;
  const privateKeyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

  const credentials: FakeServiceAccount = {
    type: 'service_account',
    project_id: PROJECT_ID,
    private_key_id: randomBytes(20).toString('hex'),
    private_key: privateKeyPem,
    client_email: clientEmail,
    token_uri: tokenUri,
  };
  const config: AppPushConfig = {
    projectId: PROJECT_ID,
    clientEmail,
    privateKey: privateKeyPem,
    tokenUri,
    apiUrl: origin,
  };

  return {
    /** What the FCM_CREDENTIALS file holds for this fake. */
    credentials,
    /** What appPushConfigFrom reads from that file, with FCM_API_URL at this fake. */
    config,
    /** The pushes FCM took, in order. */
    sends,
    /** Why the token service refused a JWT (a bad signature, a wrong scope or audience). */
    problems,
    /** How many JWTs were exchanged for an access token. */
    get exchanges() {
      return exchanges;
    },
    /** A phone's app was removed: FCM answers its pushes 404 UNREGISTERED. */
    unregister(token: string) {
      unregistered.add(token);
    },
    /** FCM's next messages:send fails with 500. */
    failNextSend() {
      failNext = true;
    },
    /** Every access token issued so far stops working (401), as when a key is revoked. */
    revokeAccessTokens() {
      issued.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type FakeFcm = Awaited<ReturnType<typeof startFakeFcm>>;
