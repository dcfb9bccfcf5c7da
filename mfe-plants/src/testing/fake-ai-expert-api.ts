import { http, HttpResponse } from 'msw';
import {
  aiExpertEventText,
  type AiExpertAnswer,
  type AiExpertEvent,
  type AskAiExpertInput,
  type ZonePlant,
  type Zone,
} from '@thrive/shared/contracts';
import { setupTestServer } from '@thrive/shared/testing';
import { zone, zonePlant } from './fixtures';

/** A final answer, from our data unless the test says otherwise. */
export function aiAnswer(overrides: Partial<AiExpertAnswer> = {}): AiExpertAnswer {
  return {
    Answer: '',
    Method: 'embedded',
    Model: '',
    Facts: [],
    CanAnswer: true,
    Reason: '',
    PlantId: 0,
    ZoneId: 0,
    ...overrides,
  };
}

/**
 * An event stream the test writes to while the app reads it: events sent one by one show
 * the answer appearing as it is written.
 */
export function heldEventStream() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const stream = new ReadableStream<Uint8Array>({
    start(given) {
      controller = given;
    },
  });
  return {
    response: () => new HttpResponse(stream, { headers: { 'content-type': 'text/event-stream' } }),
    send(event: AiExpertEvent) {
      controller?.enqueue(encoder.encode(aiExpertEventText(event)));
    },
    /** Sends raw text: an event can arrive cut in two. */
    sendText(text: string) {
      controller?.enqueue(encoder.encode(text));
    },
    close() {
      controller?.close();
    },
  };
}

/** A whole answer at once: its text as chunks, then done. */
export function streamedAnswer(chunks: string[], answer: Partial<AiExpertAnswer> = {}) {
  const events: AiExpertEvent[] = [
    ...chunks.map((Text): AiExpertEvent => ({ event: 'chunk', data: { Text } })),
    { event: 'done', data: aiAnswer({ Answer: chunks.join(''), ...answer }) },
  ];
  return new HttpResponse(events.map(aiExpertEventText).join(''), {
    headers: { 'content-type': 'text/event-stream' },
  });
}

interface AskedQuestion {
  body: AskAiExpertInput;
  headers: Headers;
  signal: AbortSignal;
}

/**
 * The AI expert's calls faked at the fetch level (DESIGN §8): the gardener's zone plants and
 * zones for the "about" lists, and AskAIExpert answered by `reply` (fresh before each test).
 */
export function setupFakeAiExpertApi() {
  const server = setupTestServer();
  const asked: AskedQuestion[] = [];
  const data: {
    zonePlants: ZonePlant[];
    zones: Zone[];
    reply: (question: AskedQuestion) => Response;
  } = { zonePlants: [], zones: [], reply: () => streamedAnswer(['An answer.']) };

  beforeEach(() => {
    asked.length = 0;
    data.zonePlants = [
      zonePlant(7, { ZoneId: 9, ZoneName: 'Zone B', CommonName: 'English Lavender' }),
      zonePlant(7, { Id: 600, ZoneId: 8, ZoneName: 'Zone A', CommonName: 'English Lavender' }),
      zonePlant(3, { ZoneId: 8, ZoneName: 'Zone A', CommonName: 'Basil' }),
    ];
    data.zones = [
      zone({ Id: 8, YardName: 'Home', Name: 'Zone A' }),
      zone({ Id: 9, YardName: 'Home', Name: 'Zone B', WaterRequirementId: 5 }),
    ];
    data.reply = () => streamedAnswer(['An answer.']);
    server.use(
      http.get('/api/users/:uid/ZonePlants/0', () => HttpResponse.json(data.zonePlants)),
      http.get('/api/users/:uid/zonelisting/0', () => HttpResponse.json(data.zones)),
      http.post('/api/Plants/0/AskAIExpert/', async ({ request }) => {
        const question = {
          body: (await request.json()) as AskAiExpertInput,
          headers: request.headers,
          signal: request.signal,
        };
        asked.push(question);
        return data.reply(question);
      }),
    );
  });
  return { server, asked, data };
}
