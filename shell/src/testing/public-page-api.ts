import { http, HttpResponse } from 'msw';
import { setupTestServer } from '@thrive/shared/testing';

interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/** The test's answer to a call, by `METHOD path`. */
export type Answers = Record<string, () => Response>;

/**
 * The API faked at the fetch level for the tests of a page opened from a mail's link (the
 * invitation and unsubscribe pages): every call is recorded, and answered by `answers`, which
 * each test starts from `defaults` and may change; anything else is answered as done.
 */
export function publicPageApi(defaults: Answers) {
  const server = setupTestServer();
  // Kept the same objects, emptied and refilled before each test, so a test file may hold them.
  const calls: ApiCall[] = [];
  const answers: Answers = {};

  beforeEach(() => {
    calls.length = 0;
    for (const key of Object.keys(answers)) delete answers[key];
    Object.assign(answers, defaults);
    server.use(
      http.all('/api/*', async ({ request }) => {
        const path = new URL(request.url).pathname.replace(/^\/api\//, '');
        const text = request.method === 'GET' ? '' : await request.text();
        calls.push({ method: request.method, path, body: text ? (JSON.parse(text) as unknown) : undefined });
        const answer = answers[`${request.method} ${path}`];
        if (answer) return answer();
        // Reference lists are lists; any other call the page's surroundings make is done.
        return HttpResponse.json(/ControlCodes$/.test(path) ? [] : { code: 0 });
      }),
    );
    // What the launch pad and the areas around the page report when an answer is not theirs.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  return {
    server,
    calls,
    answers,
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
  };
}

/** An answer refusing the call with the server's message. */
export const refusal = (status: number, message: string) => () => HttpResponse.json({ message }, { status });
