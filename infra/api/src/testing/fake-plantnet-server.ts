import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One photo the fake received. */
interface ReceivedImage {
  filename: string;
  type: string;
  bytes: Buffer;
}

/** An identification request as the fake received it. */
interface ReceivedIdentification {
  method: string;
  path: string;
  query: URLSearchParams;
  images: ReceivedImage[];
  organs: string[];
}

/** What the fake answers next: a status and JSON body, or no answer at all (a hung service). */
export type FakeAnswer = { status: number; body: unknown } | 'hang';

export interface FakePlantNet {
  /** The service root, as PLANT_ID_URL is set. */
  url: string;
  received: ReceivedIdentification[];
  /** Every request from now on gets this answer. */
  answerWith(answer: FakeAnswer): void;
  close(): Promise<void>;
}

/** Pl@ntNet's answer for these species, best first: [botanical name, score, common names]. */
export function plantNetResults(species: [string, number, string[]?][]): FakeAnswer {
  return {
    status: 200,
    body: {
      query: { project: 'all' },
      language: 'en',
      bestMatch: species[0]?.[0] ?? '',
      results: species.map(([name, score, commonNames = []]) => ({
        score,
        species: {
          scientificNameWithoutAuthor: name,
          scientificNameAuthorship: 'L.',
          scientificName: `${name} L.`,
          genus: { scientificNameWithoutAuthor: name.split(' ')[0] },
          commonNames,
        },
      })),
      remainingIdentificationRequests: 499,
    },
  };
}

async function readRequest(request: IncomingMessage): Promise<ReceivedIdentification> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const received: ReceivedIdentification = {
    method: request.method ?? '',
    path: url.pathname,
    query: url.searchParams,
    images: [],
    organs: [],
  };
  const contentType = request.headers['content-type'] ?? '';
  if (!contentType.startsWith('multipart/form-data')) return received;
  // The platform's own multipart reader: the fake checks what was sent, not how.
  const form = await new Response(Buffer.concat(chunks), {
    headers: { 'content-type': contentType },
  }).formData();
  for (const value of form.getAll('images'))
    if (typeof value !== 'string')
      received.images.push({
        filename: (value as File).name,
        type: value.type,
        bytes: Buffer.from(await value.arrayBuffer()),
      });
  received.organs = form.getAll('organs').map(String);
  return received;
}

/**
 * A Pl@ntNet-compatible identification service on 127.0.0.1 for tests (never the internet):
 * it records each request's photos, organs and query (the api key rides in it) and answers
 * what the test set, by default no species (Pl@ntNet's 404 "Species not found"). On a free
 * port unless one is given (the e2e gateway is configured with a fixed address).
 */
export async function startFakePlantNet({ port = 0 }: { port?: number } = {}): Promise<FakePlantNet> {
  let answer: FakeAnswer = {
    status: 404,
    body: { statusCode: 404, error: 'Not Found', message: 'Species not found' },
  };
  const received: ReceivedIdentification[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void readRequest(request).then((identification) => {
      received.push(identification);
      if (answer === 'hang') return;
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    received,
    answerWith(next) {
      answer = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        // A hung request would otherwise hold the server open.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
