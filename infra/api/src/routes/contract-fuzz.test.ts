import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { seedReferenceData } from '../reference-data/seed';
import { signedInDirectly } from '../testing/identity-fixture';
import { testConfig } from '../testing/test-app';
import { testDatabases } from '../testing/test-databases';
import { LONE_SURROGATE_MESSAGE, NUL_TEXT_MESSAGE, TOO_DEEP_MESSAGE } from '../input-guard';

/**
 * A fuzz test driven by the contracts: every operation of the OpenAPI document gets
 * malformed path and query values, malformed bodies (each field of the contract's body
 * given the wrong type, a NUL character, a lone surrogate half, a NUL in a key, nesting far
 * too deep, an oversize text) and the wrong content type.
 * Bad input is the gardener's mistake, never the server's: no answer may be a 5xx.
 */
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}
type Paths = Record<string, Record<string, Operation>>;

/** Values no contract accepts for an id, a number or a short text. */
const BAD_PATH_VALUES = [
  'abc',
  '-1',
  '1.5',
  '0',
  '99999999999999999999',
  '2147483648',
  '%00',
  '%FF',
  'a'.repeat(3000),
];
const BAD_QUERY_VALUES = [...BAD_PATH_VALUES, ''];
/** 5,000 arrays one inside the other, as JSON text (too deep for JSON.stringify to write). */
const DEEP_JSON = `${'['.repeat(5000)}${']'.repeat(5000)}`;

/** Wrong types and hostile texts for a body field. */
const BAD_FIELD_VALUES: unknown[] = [
  null,
  -1,
  2_147_483_648,
  1e308,
  'x',
  '\u0000',
  'a\u0000b',
  'a'.repeat(100_000),
  '\ud800',
  'a\udc00b',
  { '\u0000': 1 },
  { ok: { '\ud83d': 'x' } },
  [],
  {},
  true,
];
const BAD_RAW_BODIES = [
  '{',
  'null',
  '[]',
  '"text"',
  '{}',
  '{"a":',
  '{"a":"\\ud800"}',
  '{"\\u0000":1}',
  `{"Data":${DEEP_JSON}}`,
];

const fill = (path: string, values: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_match, name: string) => values[name] ?? '1');

/** The requests one operation gets; `uid` is the signed-in gardener's own id. */
function malformedRequests(path: string, method: string, operation: Operation, uid: string): InjectOptions[] {
  const verb = method.toUpperCase() as InjectOptions['method'];
  const pathParams = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
  const queryParams = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  const valid = fill(path, { uid });
  const requests: InjectOptions[] = [];
  for (const name of pathParams)
    for (const value of BAD_PATH_VALUES)
      requests.push({ method: verb, url: fill(path, { uid, [name]: value }) });
  for (const name of queryParams)
    for (const value of BAD_QUERY_VALUES)
      requests.push({
        method: verb,
        url: `${valid}?${name}=${value.startsWith('%') ? value : encodeURIComponent(value)}`,
      });
  const body = operation.requestBody?.content?.['application/json']?.schema;
  if (body) {
    for (const raw of BAD_RAW_BODIES)
      requests.push({
        method: verb,
        url: valid,
        payload: raw,
        headers: { 'content-type': 'application/json' },
      });
    requests.push({
      method: verb,
      url: valid,
      payload: 'plain words',
      headers: { 'content-type': 'text/plain' },
    });
    for (const field of Object.keys(body.properties ?? {})) {
      for (const value of BAD_FIELD_VALUES)
        requests.push({ method: verb, url: valid, payload: { [field]: value } });
      requests.push({
        method: verb,
        url: valid,
        payload: `{${JSON.stringify(field)}:${DEEP_JSON}}`,
        headers: { 'content-type': 'application/json' },
      });
    }
  }
  return requests;
}

describe.each(testDatabases())('contract fuzzing of every published operation on $driver', (testDb) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await testDb.open();
    await seedReferenceData(database.db);
    app = await buildApp({ database, config: testConfig() });
  });
  afterAll(async () => {
    await app.close();
    await testDb.dispose(database);
  });

  test('malformed params, query values, bodies and content types never get a 5xx', async () => {
    const paths = (await app.inject({ url: '/api/docs' })).json().paths as Paths;
    const failures: string[] = [];
    let sent = 0;
    let gardeners = 0;
    for (const [path, operations] of Object.entries(paths))
      for (const [method, operation] of Object.entries(operations)) {
        // A gardener of their own per operation: one operation's writes never starve another's.
        gardeners += 1;
        const gardener = await signedInDirectly(database.db, { email: `fuzz-${gardeners}@example.com` });
        for (const request of malformedRequests(path, method, operation, String(gardener.identity.Id))) {
          const response = await app.inject({
            ...request,
            headers: { ...request.headers, ...gardener.headers },
          });
          sent += 1;
          if (response.statusCode >= 500)
            failures.push(
              `${request.method} ${String(request.url).slice(0, 120)} ${JSON.stringify(request.payload ?? '').slice(0, 60)}: ${response.statusCode}`,
            );
        }
      }
    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  });

  test('a NUL character in any text is bad input with a clear message, and nothing is saved', async () => {
    const gardener = await signedInDirectly(database.db, {
      email: 'fuzz-nul@example.com',
      firstname: 'Fern',
    });
    const uid = gardener.identity.Id;
    const nickname = await app.inject({
      method: 'PATCH',
      url: `/api/users/${uid}/Nickname`,
      headers: gardener.headers,
      payload: { firstname: 'Ivy\u0000' },
    });
    expect(nickname.statusCode).toBe(400);
    expect(nickname.json()).toMatchObject({
      message: NUL_TEXT_MESSAGE,
      fields: { 'body.firstname': NUL_TEXT_MESSAGE },
    });
    const identity = (await app.inject({ url: `/api/users/${uid}`, headers: gardener.headers })).json();
    expect(identity.Firstname).toBe('Fern');
    const code = await app.inject({ url: '/api/partners/%00/ReferralCodeByCode', headers: gardener.headers });
    expect([code.statusCode, code.json().message]).toEqual([400, NUL_TEXT_MESSAGE]);
  });

  test('one input guard: a lone surrogate, a NUL in a key and nesting too deep are bad input naming where, before any handler', async () => {
    const gardener = await signedInDirectly(database.db, { email: 'fuzz-guard@example.com' });
    const uid = gardener.identity.Id;
    const engage = (payload: string) =>
      app.inject({
        method: 'POST',
        url: `/api/users/${uid}/Engagement/`,
        headers: { ...gardener.headers, 'content-type': 'application/json' },
        payload,
      });
    const answers = await Promise.all([
      engage('{"Kind":"tile","Data":{"a":"\\ud800"}}'),
      engage('{"Kind":"tile","Data":{"\\u0000":1}}'),
      engage(`{"Kind":"tile","Data":{"a":${DEEP_JSON}}}`),
    ]);
    expect(answers.map((answer) => [answer.statusCode, answer.json()])).toEqual([
      [
        400,
        expect.objectContaining({
          message: LONE_SURROGATE_MESSAGE,
          fields: { 'body.Data.a': LONE_SURROGATE_MESSAGE },
        }),
      ],
      [
        400,
        expect.objectContaining({ message: NUL_TEXT_MESSAGE, fields: { 'body.Data': NUL_TEXT_MESSAGE } }),
      ],
      [400, expect.objectContaining({ message: TOO_DEEP_MESSAGE })],
    ]);
    // A surrogate pair (an emoji) is well-formed text and passes.
    expect((await engage('{"Kind":"tile","Data":{"a":"\\ud83c\\udf31"}}')).statusCode).toBeLessThan(300);
  });
});
