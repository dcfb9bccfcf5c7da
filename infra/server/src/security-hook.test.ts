import Fastify from 'fastify';
import helmet from '@fastify/helmet';
import { listenForTests } from '../../api/src/testing/http-client';
import { HELMET_HEADERS } from './security-hook';
import { useGatewayForFile } from './testing/gateway-fixture';

/** Headers every Fastify answer has, helmet or not. */
const PLAIN = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

test('the fixed list is exactly what helmet sends (its defaults, CSP off)', async () => {
  const app = Fastify();
  await app.register(helmet, { contentSecurityPolicy: false });
  app.get('/', async () => ({ ok: true }));
  try {
    const { headers } = await (await listenForTests(app))('/');
    const fromHelmet = Object.fromEntries(Object.entries(headers).filter(([name]) => !PLAIN.has(name)));
    expect(fromHelmet).toEqual(HELMET_HEADERS);
  } finally {
    await app.close();
  }
});

describe('security headers on every answer of the gateway', () => {
  const gateway = useGatewayForFile();

  test.each([
    ['an API answer', '/api/health', 200],
    ['an API refusal', '/api/users/1', 401],
    ['an unknown API path', '/api/nope', 404],
  ])('%s carries helmet’s headers and the data policy', async (_what, url, status) => {
    const { status: answered, headers } = await gateway().request(url);
    expect(answered).toBe(status);
    expect(headers).toMatchObject(HELMET_HEADERS);
    expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  test('a page carries helmet’s headers and the partner’s policy', async () => {
    const { headers } = await gateway().request('/');
    expect(headers).toMatchObject(HELMET_HEADERS);
    expect(headers['content-security-policy']).toContain("default-src 'self'");
  });

  test('a remote’s file may still be loaded by another origin’s shell (its own CORP wins)', async () => {
    const { headers } = await gateway().request('/remotes/mfe-plants/remoteEntry.js');
    expect(headers).toMatchObject({ ...HELMET_HEADERS, 'cross-origin-resource-policy': 'cross-origin' });
  });
});
