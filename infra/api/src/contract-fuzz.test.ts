import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { errorBodySchema, ID_TEXT_PATTERN } from '@thrive/shared/contracts';
import { buildApp } from './app';
import { STATE_CHANGING_GETS } from './head-guard';
import { OWNED_KINDS, type IdScope, type OwnedKind } from './identity/route-access';
import { makeOwnedResource } from './testing/owned-resources';
import type { DatabaseHandle } from './db/database';
import { seedReferenceData } from './reference-data/seed';
import { signedInDirectly } from './testing/identity-fixture';
import { testConfig } from './testing/test-app';
import { testDatabases } from './testing/test-databases';
import { LONE_SURROGATE_MESSAGE, NUL_TEXT_MESSAGE, TOO_DEEP_MESSAGE } from './input-guard';

/**
 * A fuzz test driven by the contracts: every operation of the OpenAPI document gets
 * malformed path and query values, malformed bodies (each field of the contract's body
 * given the wrong type, a NUL character, a lone surrogate half, a NUL in a key, nesting far
 * too deep, an oversize text), the wrong content type, ids written other than canonically
 * (`2.0`, `0x2`, `+2`, `02` ...), bad percent-encodings and huge headers; and HEAD on every
 * GET, which must leave the gardener's data as it was.
 * Bad input is the gardener's mistake, never the server's: no answer may be a 5xx, and every
 * refusal is in our one error format. The run prints its figures (requests sent, operations
 * covered, 5xx count); when the non-canonical ids, encodings and HEAD joined (issue 30) they
 * were, on each database: 9,571 requests over 156 operations, 0 answers 5xx; HEAD on 85 GETs,
 * the 8 that write refused with 405 and none changing the gardener's data.
 */
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema?: { anyOf?: { pattern?: string }[] };
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
/** Percent-encodings that decode to no text: the router refuses them before any route. */
const BAD_ENCODINGS = ['%E0%A4%A', '%c0%af', '%ff%3Cimg%20src=x%3E'];
/** Node's default limit is 16 KiB for all headers; inject has none, so these reach the routes. */
const HUGE_HEADERS: Record<string, string>[] = [
  { 'x-token': 't'.repeat(20_000) },
  { 'x-app': 'thrive|'.repeat(3000) },
];

/** Ways to write an id that `Number()` reads as `id` but are not its canonical decimal text. */
const nonCanonical = (id: string) => [
  `${id}.0`,
  `0${id}`,
  `+${id}`,
  `${id}e0`,
  `0x${Number(id).toString(16)}`,
  `%20${id}`,
  `${id}%20`,
];
/** An id parameter: one of the contracts' id schemas (idSchema), as the OpenAPI document shows it. */
const isIdParameter = (parameter: Parameter) =>
  parameter.in !== 'header' &&
  (parameter.schema?.anyOf ?? []).some((s) => s.pattern === ID_TEXT_PATTERN.source);
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

/** A request, and whether it must be refused as bad input (a non-canonical id: 400). */
type FuzzRequest = InjectOptions & { mustBe400?: boolean };

/**
 * The requests one operation gets; `mine` fills the path with the signed-in gardener's own
 * ids (`uid`, and their thing for an owned id), so that the owned-id guard lets them through.
 */
function malformedRequests(
  path: string,
  method: string,
  operation: Operation,
  mine: Record<string, string>,
): FuzzRequest[] {
  const verb = method.toUpperCase() as InjectOptions['method'];
  const parameters = operation.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === 'path').map((p) => p.name);
  const queryParams = parameters.filter((p) => p.in === 'query').map((p) => p.name);
  const valid = fill(path, mine);
  const requests: FuzzRequest[] = [];
  for (const name of pathParams)
    for (const value of [...BAD_PATH_VALUES, ...BAD_ENCODINGS])
      requests.push({ method: verb, url: fill(path, { ...mine, [name]: value }) });
  for (const name of queryParams)
    for (const value of [...BAD_QUERY_VALUES, ...BAD_ENCODINGS])
      requests.push({
        method: verb,
        url: `${valid}?${name}=${value.startsWith('%') ? value : encodeURIComponent(value)}`,
      });
  for (const parameter of parameters.filter(isIdParameter))
    for (const value of nonCanonical(mine[parameter.name] ?? '1'))
      requests.push({
        method: verb,
        url:
          parameter.in === 'path'
            ? fill(path, { ...mine, [parameter.name]: value })
            : `${valid}?${parameter.name}=${value}`,
        mustBe400: true,
      });
  for (const headers of HUGE_HEADERS) requests.push({ method: verb, url: valid, headers });
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

/** What is wrong with an answer: a 5xx, a refusal not in our error format, a non-canonical id taken. */
function faultOf(response: LightMyRequestResponse, path: string, mustBe400?: boolean): string | undefined {
  const status = response.statusCode;
  if (status >= 500) return `${status}`;
  // Operators' calls check their credential before the path; a rate limit counts before it too.
  const operatorCall = /^\/api\/(admin|operator)\//i.test(path);
  const refusedFirst = status === 429 || (operatorCall && [401, 403].includes(status));
  if (mustBe400 && status !== 400 && !refusedFirst) return `${status} for an id not written canonically`;
  if (status < 400) return undefined;
  if (!/^application\/json/.test(String(response.headers['content-type'])))
    return `${status} as ${String(response.headers['content-type'])}`;
  const parsed = errorBodySchema.safeParse(response.json());
  return parsed.success ? undefined : `${status} not in our error format: ${response.body.slice(0, 80)}`;
}

interface Route {
  method: string;
  url: string;
  idScope: IdScope | undefined;
}

/** A route's path filled with the gardener's own ids: their things for owned ids, 1 otherwise. */
function validPath(route: Route, uid: number, mine: Record<OwnedKind, number>): string {
  const owned = OWNED_KINDS.includes(route.idScope as OwnedKind) ? mine[route.idScope as OwnedKind] : 1;
  let first = true;
  return (
    route.url.replace(/:(\w+)/g, (_match, name: string) => {
      if (name === 'uid') return String(uid);
      if (name === 'code') return 'GARDEN';
      if (name === 'token') return 'x'.repeat(24) + '.ics';
      const id = first ? owned : 1;
      first = false;
      return String(id);
    }) + (route.url.includes('TogglePlantLandscape') ? `?designId=${mine.design}` : '')
  );
}

describe.each(testDatabases())('contract fuzzing of every published operation on $driver', (testDb) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const routes: Route[] = [];

  beforeAll(async () => {
    database = await testDb.open();
    await seedReferenceData(database.db);
    const record = (route: RouteOptions) => {
      for (const method of [route.method].flat())
        routes.push({ method, url: route.url ?? '', idScope: route.config?.idScope });
    };
    app = await buildApp({ database, config: testConfig(), onRoute: record });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await testDb.dispose(database);
  });

  /** `uid`, and for a route that takes an owned id, one thing of that kind of the gardener's. */
  async function ownIdsFor(path: string, method: string, uid: number): Promise<Record<string, string>> {
    const url = path.replace(/\{(\w+)\}/g, ':$1');
    const route = routes.find((r) => r.url === url && r.method === method.toUpperCase());
    const scope = route?.idScope;
    const first = /\{(\w+)\}/g.exec(path.replace('{uid}', ''))?.[1];
    if (!OWNED_KINDS.includes(scope as OwnedKind) || !first) return { uid: String(uid) };
    return {
      uid: String(uid),
      [first]: String(await makeOwnedResource[scope as OwnedKind](database.db, uid)),
    };
  }

  test('malformed params, query values, ids, encodings, headers, bodies and content types: never a 5xx, always our error format', async () => {
    const paths = (await app.inject({ url: '/api/docs' })).json().paths as Paths;
    const failures: string[] = [];
    let sent = 0;
    let serverErrors = 0;
    let operations = 0;
    for (const [path, byMethod] of Object.entries(paths))
      for (const [method, operation] of Object.entries(byMethod)) {
        // A gardener of their own per operation: one operation's writes never starve another's.
        operations += 1;
        const gardener = await signedInDirectly(database.db, { email: `fuzz-${operations}@example.com` });
        const mine = await ownIdsFor(path, method, gardener.identity.Id);
        for (const { mustBe400, ...request } of malformedRequests(path, method, operation, mine)) {
          const response = await app.inject({
            ...request,
            headers: { ...gardener.headers, ...request.headers },
          });
          sent += 1;
          if (response.statusCode >= 500) serverErrors += 1;
          const fault = faultOf(response, path, mustBe400);
          if (fault)
            failures.push(
              `${request.method} ${String(request.url).slice(0, 120)} ${JSON.stringify(request.payload ?? '').slice(0, 60)}: ${fault}`,
            );
        }
      }
    // The figures, for notes and reviews: quoted as they print.
    console.info(
      `contract fuzz on ${testDb.driver}: ${sent} requests over ${operations} operations, ${serverErrors} answers 5xx`,
    );
    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
    // About 10,000 requests: a time limit for a busy machine, not a speed goal.
  }, 180_000);

  test('HEAD on every GET leaves the gardener’s data as it was; the GETs that write refuse it (405)', async () => {
    const gardener = await signedInDirectly(database.db, { email: 'fuzz-head@example.com' });
    const uid = gardener.identity.Id;
    const mine = {} as Record<OwnedKind, number>;
    for (const kind of OWNED_KINDS) mine[kind] = await makeOwnedResource[kind](database.db, uid);
    const snapshot = async () => {
      const identity = (await app.inject({ url: `/api/users/${uid}`, headers: gardener.headers })).json();
      const data = (await app.inject({ url: `/api/users/${uid}/export`, headers: gardener.headers })).json();
      const { exportedAt: _at, ...rest } = data as Record<string, unknown>;
      return { identity, data: rest };
    };
    const writes = new Set(STATE_CHANGING_GETS.map((route) => `/api${route}`));
    const gets = routes.filter((route) => route.method === 'GET' && route.url.startsWith('/api/'));
    const failures: string[] = [];
    let before = await snapshot();
    for (const route of gets) {
      const url = validPath(route, uid, mine);
      // A read may settle what it reads first (the care calendar fills in due tasks): HEAD
      // may do what the GET did, never more. A copy or a toggle would change again.
      if (!writes.has(route.url)) {
        await app.inject({ method: 'GET', url, headers: gardener.headers });
        before = await snapshot();
      }
      const response = await app.inject({ method: 'HEAD', url, headers: gardener.headers });
      if (response.statusCode >= 500) failures.push(`HEAD ${route.url}: ${response.statusCode}`);
      if (writes.has(route.url) && (response.statusCode !== 405 || response.headers.allow !== 'GET'))
        failures.push(`HEAD ${route.url}: ${response.statusCode}, not 405 allowing GET`);
      const after = await snapshot();
      if (JSON.stringify(after) !== JSON.stringify(before)) {
        failures.push(`HEAD ${route.url} changed the gardener's data`);
        before = after;
      }
    }
    console.info(
      `contract fuzz on ${testDb.driver}: HEAD on ${gets.length} GETs, ${writes.size} of them refused`,
    );
    expect(gets.length).toBeGreaterThan(50);
    expect(failures).toEqual([]);
    // The snapshot sees a change: the GET itself still copies.
    const copy = await app.inject({
      url: `/api/users/${uid}/CopyYard/${mine.yard}`,
      headers: gardener.headers,
    });
    expect(copy.statusCode).toBe(200);
    expect(JSON.stringify(await snapshot())).not.toBe(JSON.stringify(before));
  }, 120_000);

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
