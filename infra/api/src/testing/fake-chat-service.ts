import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake answers the next requests. */
export type FakeChatBehaviour =
  /** Streams `pieces` as chat completion chunks, then [DONE]. */
  | { kind: 'stream'; pieces: string[] }
  /** Answers with this HTTP status and an OpenAI-style error body. */
  | { kind: 'fail'; status: number }
  /** Sends the headers, then nothing: a service that stalls. */
  | { kind: 'stall' }
  /** Streams `pieces`, then drops the connection without [DONE]. */
  | { kind: 'break'; pieces: string[] };

interface ChatRequest {
  path: string;
  authorization: string;
  body: {
    model: string;
    stream: boolean;
    messages: { role: string; content: string }[];
  };
}

const chunkLine = (model: string, content: string | null, finish: string | null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 0,
    model,
    choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: finish }],
  })}\n\n`;

const written = (response: ServerResponse, text: string) =>
  new Promise<void>((resolve) => response.write(text, () => resolve()));

async function readBody(request: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

/**
 * An OpenAI-compatible chat service on 127.0.0.1 that the test starts (never the internet):
 * POST {base}/chat/completions answered as `behaviour` says, every request recorded.
 */
export function fakeChatService() {
  const requests: ChatRequest[] = [];
  let behaviour: FakeChatBehaviour = { kind: 'stream', pieces: ['Hello', ' gardener.'] };
  const open = new Set<ServerResponse>();
  let server: Server | undefined;

  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const body = JSON.parse(await readBody(request)) as ChatRequest['body'];
    requests.push({ path: request.url ?? '', authorization: request.headers.authorization ?? '', body });
    if (behaviour.kind === 'fail') {
      response.writeHead(behaviour.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'The model is overloaded.', type: 'server_error' } }));
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    if (behaviour.kind === 'stall') {
      open.add(response);
      return;
    }
    for (const piece of behaviour.pieces) await written(response, chunkLine(body.model, piece, null));
    if (behaviour.kind === 'break') {
      // Only once the pieces are out: destroying a socket drops whatever it has not sent.
      response.socket?.destroy();
      return;
    }
    response.write(chunkLine(body.model, null, 'stop'));
    response.end('data: [DONE]\n\n');
  };

  beforeAll(async () => {
    server = createServer((request, response) => {
      answer(request, response).catch(() => response.destroy());
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const response of open) response.destroy();
    server?.closeAllConnections();
    await new Promise<void>((resolve) => server?.close(() => resolve()));
  });
  beforeEach(() => {
    requests.length = 0;
    behaviour = { kind: 'stream', pieces: ['Hello', ' gardener.'] };
  });

  return {
    /** The base URL to configure as AI_BASE_URL (known once beforeAll has run). */
    baseUrl: () => `http://127.0.0.1:${(server!.address() as AddressInfo).port}/v1`,
    requests,
    answerWith(next: FakeChatBehaviour) {
      behaviour = next;
    },
  };
}
