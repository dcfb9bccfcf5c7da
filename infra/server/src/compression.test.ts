import { gzipSync } from 'node:zlib';
import { useGatewayForFile } from './testing/gateway-fixture';

describe('gateway: compressed request bodies', () => {
  const gateway = useGatewayForFile();

  test('a gzip-compressed JSON body is still decompressed and read', async () => {
    const response = await gateway().request({
      method: 'POST',
      url: '/api/bridge',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: gzipSync(JSON.stringify({ username: 'no-such-key' })),
    });
    // 401 from the bridge itself: the body reached it as { username }.
    expect(response.status).toBe(401);
    expect(response.json()).toEqual({ message: expect.stringMatching(/sign-in link is not valid/) });
  });

  test('a GET has no body to decompress: its content-encoding is not even looked at', async () => {
    const response = await gateway().request({
      url: '/api/health',
      headers: { 'content-encoding': 'no-such-encoding' },
    });
    expect(response.status).toBe(200);
  });
});
