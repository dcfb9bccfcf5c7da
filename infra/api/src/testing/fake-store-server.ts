import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface FakeReply {
  status: number;
  body: unknown;
}

export interface FakeServer {
  url: string;
  /** Every request, in order. */
  received: FakeRequest[];
  close(): Promise<void>;
}

/** A JSON server on 127.0.0.1 (a free port) answering with `handle`; records every request. */
export async function startFakeServer(handle: (request: FakeRequest) => FakeReply): Promise<FakeServer> {
  const received: FakeRequest[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const fake = {
        method: request.method ?? '',
        path: decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname),
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(fake);
      const reply = handle(fake);
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The bearer token of a request, or ''. */
export const bearerOf = (request: FakeRequest) =>
  /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
