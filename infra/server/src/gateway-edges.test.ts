import { errorBodySchema } from '@thrive/shared/contracts';
import { BAD_ADDRESS_MESSAGE, HEADERS_TOO_LARGE_MESSAGE } from '../../api/src/edge-answers';
import { NO_SUCH_API_ROUTE, NOTHING_HERE } from '../../api/src/errors';
import { API_POLICY } from './security-headers';
import { HELMET_HEADERS } from './security-hook';
import type { TestResponse } from './testing/gateway-fixture';
import { useGatewayForFile } from './testing/gateway-fixture';

/** The headers every answer carries, those given before any hook runs included. */
function expectSecurityHeaders(response: TestResponse) {
  expect(response.headers).toMatchObject(HELMET_HEADERS);
  expect(response.headers['content-security-policy']).toBeDefined();
}

describe('gateway: answers at the edge are ours, with the security headers (one port serves all)', () => {
  const gateway = useGatewayForFile();

  test.each(['/%ff%3Cimg%20src=x%3E', '/api/partners/%E0%A4%A/ReferralCodeByCode', '/remotes/%ff/x.js'])(
    'a bad percent-encoding (%s) is a 400 in our error shape with the security headers',
    async (url) => {
      const response = await gateway().request(url);
      expect(response.status).toBe(400);
      expect(errorBodySchema.strict().parse(response.json())).toEqual({ message: BAD_ADDRESS_MESSAGE });
      expect(response.text).not.toMatch(/FST_|img/i);
      expectSecurityHeaders(response);
      expect(response.headers['content-security-policy']).toBe(API_POLICY);
    },
  );

  test.each(['/api/health', '/'])(
    'a 20 KB header on %s is a 431 in our error shape with the security headers',
    async (url) => {
      const response = await gateway().request({ url, headers: { 'x-huge': 'a'.repeat(20_000) } });
      expect(response.status).toBe(431);
      expect(response.json()).toEqual({ message: HEADERS_TOO_LARGE_MESSAGE });
      expectSecurityHeaders(response);
    },
  );

  test('404s repeat nothing of the address and carry the security headers', async () => {
    const api = await gateway().request('/api/%3Cscript%3E?key=secret');
    expect([api.status, api.json()]).toEqual([404, { message: NO_SUCH_API_ROUTE }]);
    expectSecurityHeaders(api);
    const file = await gateway().request('/%3Cscript%3E.js');
    expect([file.status, file.json()]).toEqual([404, { message: NOTHING_HERE }]);
    expectSecurityHeaders(file);
  });

  test('HEAD on /api/health answers 200 (readiness probes use it)', async () => {
    expect((await gateway().request({ method: 'HEAD', url: '/api/health' })).status).toBe(200);
  });
});
