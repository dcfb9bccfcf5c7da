import type { FastifyInstance } from 'fastify';
import type { Gardener } from './seeded-app';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Calls to any API path as a gardener (`{uid}` in the path is the caller's id; null: nobody
 * signed in), for apps a test file opens in beforeAll (`app` is read at call time).
 */
export function apiCalls(app: () => FastifyInstance) {
  const send = (who: Gardener | null, method: Method, path: string, payload?: object) =>
    app().inject({
      method,
      url: `/api${path.replace('{uid}', String(who?.identity.Id ?? 0))}`,
      headers: who?.headers ?? {},
      payload,
    });
  /** A call that must succeed: its body. */
  const ok = async (who: Gardener, method: Method, path: string, payload?: object) => {
    const response = await send(who, method, path, payload);
    expect(`${method} ${path}: ${response.statusCode} ${response.body}`).toMatch(/: 200 /);
    return response.json();
  };
  /** The status and body of a refused call, to compare in one expectation. */
  const refused = async (who: Gardener, method: Method, path: string, payload?: object) => {
    const response = await send(who, method, path, payload);
    return { status: response.statusCode, body: response.json() };
  };
  return { send, ok, refused };
}
