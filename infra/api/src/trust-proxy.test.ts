import { buildApp } from './app';
import { openPglite } from './db/open-pglite';
import { BRIDGE_ATTEMPTS_PER_MINUTE } from './features/session/session-routes';
import { testConfig } from './testing/test-app';
import { parseTrustProxy } from './trust-proxy';

describe('TRUST_PROXY: which proxies may say who the client is', () => {
  test('unset or empty trusts none; a whole number is hops; a list is addresses and networks', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('  ')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    expect(testConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  test.each(['true', '*', '10.0.0.0/33', 'proxy.example.com', '1.2.3', '99', '127.0.0.1/8/8'])(
    'TRUST_PROXY=%s stops the start with a message naming it',
    (value) => {
      expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY/);
    },
  );

  describe.each([
    { trust: '1', separate: true },
    { trust: '127.0.0.1', separate: true },
    { trust: undefined, separate: false },
  ])('sign-in limits with TRUST_PROXY=$trust', ({ trust, separate }) => {
    test(`two clients behind one proxy ${separate ? 'get a limit each' : 'share one limit'}`, async () => {
      const database = await openPglite(undefined);
      const app = await buildApp({ database, config: testConfig(trust ? { TRUST_PROXY: trust } : {}) });
      try {
        // Both arrive from the proxy's one socket address; only X-Forwarded-For differs.
        const attempt = (client: string) =>
          app.inject({
            method: 'POST',
            url: '/api/bridge',
            headers: { 'x-forwarded-for': client },
            payload: { username: 'guess' },
          });
        for (let i = 0; i < BRIDGE_ATTEMPTS_PER_MINUTE; i += 1)
          expect((await attempt('203.0.113.1')).statusCode).toBe(401);
        expect((await attempt('203.0.113.1')).statusCode).toBe(429);
        expect((await attempt('198.51.100.2')).statusCode).toBe(separate ? 401 : 429);
      } finally {
        await app.close();
        await database.close();
      }
    });
  });
});
