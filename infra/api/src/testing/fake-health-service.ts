import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake received: where, with which key, and the JSON body. */
interface HealthServiceRequest {
  url: string;
  apiKey: string | undefined;
  body: {
    images?: string[];
    latitude?: number;
    longitude?: number;
    similar_images?: boolean;
  };
}

/** What the fake answers next: a status and a body (JSON unless a string); hang: never answer. */
export interface HealthServiceReply {
  status: number;
  body: unknown;
  hang?: boolean;
}

/** A Plant.id-style answer: healthy or not, and disease suggestions as the service words them. */
export const KINDWISE_ANSWER = {
  access_token: 'fake-token',
  model_version: 'plant_id:fake',
  result: {
    is_plant: { binary: true, probability: 0.99 },
    is_healthy: { binary: false, probability: 0.12 },
    disease: {
      suggestions: [
        {
          id: 'a1',
          name: 'water excess or uneven watering',
          probability: 0.71,
          details: {
            description:
              'The plant was given more water than it can use. Roots suffocate and rot. Leaves yellow from the bottom up.',
            treatment: {
              biological: ['Let the soil dry out before watering again.'],
              chemical: [],
              prevention: ['Plant in well-drained soil.', 'Water less often in cool weather.'],
            },
          },
        },
        { id: 'a2', name: 'Fungi', probability: 0.2, details: { description: null, treatment: null } },
        { id: 'a3', name: 'Animalia', probability: 0.01 },
      ],
    },
  },
};

/**
 * A fake plant health service on 127.0.0.1 (never the internet): it records every request
 * and answers with `reply` (KINDWISE_ANSWER with 201 unless a test changes it).
 */
export async function fakeHealthService() {
  const requests: HealthServiceRequest[] = [];
  const state: { reply: HealthServiceReply } = { reply: { status: 201, body: KINDWISE_ANSWER } };
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const apiKey = request.headers['api-key'];
      requests.push({
        url: request.url ?? '',
        apiKey: typeof apiKey === 'string' ? apiKey : undefined,
        body: text ? (JSON.parse(text) as HealthServiceRequest['body']) : {},
      });
      const { status, body, hang } = state.reply;
      if (hang) {
        hanging.add(response);
        return;
      }
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(typeof body === 'string' ? body : JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v3/health_assessment`;
  return {
    url,
    requests,
    /** What the next requests are answered with. */
    answer(reply: HealthServiceReply) {
      state.reply = reply;
    },
    reset() {
      requests.length = 0;
      state.reply = { status: 201, body: KINDWISE_ANSWER };
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeHealthService = Awaited<ReturnType<typeof fakeHealthService>>;
