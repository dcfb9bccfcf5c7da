import { setupServer } from 'msw/node';
import type { RequestHandler } from 'msw';

/**
 * An msw server for one test file: it fakes the network at the fetch level (DESIGN §8),
 * and any request no handler expects fails the test.
 */
export function setupTestServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
