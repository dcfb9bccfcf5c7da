import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

interface TestRequest {
  method?: string;
  url: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export interface TestResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent: not decompressed. */
  raw: Buffer;
  text: string;
  json(): unknown;
}

export type HttpClient = (request: TestRequest | string) => Promise<TestResponse>;

/**
 * Starts the app on a free loopback port and returns a client for it; `app.close()`
 * stops it. Real HTTP rather than `app.inject`: under jest's ESM mode on Node 20,
 * light-my-request cannot load (it `require`s the ESM-only cookie@2).
 */
export async function listenForTests(app: FastifyInstance): Promise<HttpClient> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return (request) => send(port, typeof request === 'string' ? { url: request } : request);
}

function send(port: number, { method = 'GET', url, headers = {}, body }: TestRequest): Promise<TestResponse> {
  return new Promise((resolve, reject) => {
    // agent: false so no keep-alive socket outlives the test.
    const req = http.request({ host: '127.0.0.1', port, method, path: url, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const text = raw.toString('utf8');
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          raw,
          text,
          json: () => JSON.parse(text),
        });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}
