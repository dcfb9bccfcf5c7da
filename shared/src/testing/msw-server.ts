import { setupServer } from 'msw/node';
import { http, HttpResponse, type RequestHandler } from 'msw';

/**
 * The shell reads its page tips (a static file) half a second into every page: unless a test
 * answers it itself, a file with no tips, so that no test depends on that timing.
 */
const QUIET_DEFAULTS = [http.get('/assets/tool-tips.json', () => HttpResponse.json({}))];

/**
 * An msw server for one test file: it fakes the network at the fetch level (DESIGN §8),
 * and any request no handler expects fails the test.
 */
export function setupTestServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers, ...QUIET_DEFAULTS);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
