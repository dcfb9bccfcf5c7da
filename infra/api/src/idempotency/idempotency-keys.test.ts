import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/database';
import { idempotencyKeys } from '../db/schema';
import { registerErrorHandling } from '../errors';
import { createUser } from '../identity/users-service';
import { DAY_MS } from '../features/common/time-units';
import { eventually } from '../testing/eventually';
import { testDatabases } from '../testing/test-databases';
import { KEY_IN_PROGRESS_MESSAGE } from './claim-key';
import { installIdempotencyKeys } from './idempotency-keys';

const START = new Date('2026-05-01T08:00:00.000Z');
const MINUTE = 60_000;

/**
 * The hooks around routes of our own, so a handler can answer any status, stream, or wait,
 * and count its runs. The gardener is the `x-gardener` header (the auth guard's work in the app).
 */
async function stubApp(database: DatabaseHandle, clock: () => Date) {
  const runs = { count: 0 };
  let entered: () => void = () => undefined;
  let release: () => void = () => undefined;
  const app = Fastify({ routerOptions: { caseSensitive: false } });
  registerErrorHandling(app);
  await app.register(
    async (api) => {
      api.decorateRequest('gardenerId', 0);
      api.addHook('onRequest', (request, _reply, done) => {
        request.gardenerId = Number(request.headers['x-gardener'] ?? 0);
        done();
      });
      installIdempotencyKeys(api, { db: database.db, clock });
      api.route({
        method: ['POST', 'PUT'],
        url: '/users/:uid/Answer',
        handler: async (request, reply) => {
          const { status, fail } = request.body as { status: number; fail?: boolean };
          runs.count += 1;
          if (fail) throw new Error('the database went away');
          return reply.code(status).send({ message: `run ${runs.count}` });
        },
      });
      api.post('/users/:uid/Slow', async () => {
        runs.count += 1;
        await new Promise<void>((resolve) => {
          release = resolve;
          entered();
        });
        return { message: `run ${runs.count}` };
      });
      api.post('/users/:uid/Stream', async (_request, reply) => {
        runs.count += 1;
        return reply.type('text/plain').send(Readable.from(['streamed']));
      });
      api.get('/users/:uid/Read', async () => ({ message: 'read' }));
    },
    { prefix: '/api' },
  );
  return {
    app,
    runs,
    /** Resolves once the Slow handler has started; `release` then lets it answer. */
    slowStarted: () => new Promise<void>((resolve) => (entered = resolve)),
    release: () => release(),
  };
}

describe.each(testDatabases())('Idempotency-Key keeps and replays answers on $driver', (testDb) => {
  let database: DatabaseHandle;
  let stub: Awaited<ReturnType<typeof stubApp>>;
  let now = START;
  let gardenerId: number;
  let keys = 0;
  const newKey = () => `key-${++keys}-abcdefgh`;

  beforeAll(async () => {
    database = await testDb.open();
    stub = await stubApp(database, () => now);
    gardenerId = (await createUser(database.db, { email: 'keys@example.com' })).id;
  });
  afterAll(async () => {
    await stub?.app.close();
    if (database) await testDb.dispose(database);
  });
  beforeEach(() => {
    stub.runs.count = 0;
  });

  const send = (path: string, key: string, payload?: object, method: 'POST' | 'PUT' | 'GET' = 'POST') =>
    stub.app.inject({
      method,
      url: `/api/users/${gardenerId}${path}`,
      headers: { 'x-gardener': String(gardenerId), 'idempotency-key': key },
      payload,
    });
  const recordOf = async (key: string) =>
    (
      await database.db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, gardenerId), eq(idempotencyKeys.key, key)))
    )[0];

  test.each([200, 201, 204, 400, 404, 410, 413, 422])(
    'a %i answer is kept: the same request again is answered from it without running',
    async (status) => {
      const key = newKey();
      const first = await send('/Answer', key, { status });
      const again = await send('/Answer', key, { status });
      expect(stub.runs.count).toBe(1);
      expect([first.statusCode, again.statusCode]).toEqual([status, status]);
      expect(again.body).toBe(first.body);
      expect(again.headers['content-type']).toBe(first.headers['content-type']);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      expect(again.headers['idempotent-replayed']).toBe('true');
    },
  );

  test.each([401, 403, 408, 409, 429, 500, 503])(
    'a %i answer is not kept: the client may retry, and the retry runs again',
    async (status) => {
      const key = newKey();
      await send('/Answer', key, { status });
      const retry = await send('/Answer', key, { status: 200 });
      expect(stub.runs.count).toBe(2);
      expect(retry.statusCode).toBe(200);
      expect(retry.headers['idempotent-replayed']).toBeUndefined();
    },
  );

  test('a handler that fails (500) leaves the key free for the retry', async () => {
    const key = newKey();
    expect((await send('/Answer', key, { status: 200, fail: true })).statusCode).toBe(500);
    expect(await recordOf(key)).toBeUndefined();
    expect((await send('/Answer', key, { status: 200 })).json()).toEqual({ message: 'run 2' });
  });

  test('the answer is in the database by the time it is sent', async () => {
    const key = newKey();
    const first = await send('/Answer', key, { status: 201 });
    expect(await recordOf(key)).toMatchObject({ status: 201, body: first.body, method: 'POST' });
  });

  test('a second request while the first is being handled is 409 and does not run', async () => {
    const key = newKey();
    const started = stub.slowStarted();
    const first = send('/Slow', key);
    await started;
    const during = await send('/Slow', key);
    expect(during.statusCode).toBe(409);
    expect(during.json()).toEqual({ message: KEY_IN_PROGRESS_MESSAGE });
    stub.release();
    expect((await first).json()).toEqual({ message: 'run 1' });
    const after = await send('/Slow', key);
    expect([after.statusCode, after.headers['idempotent-replayed']]).toEqual([200, 'true']);
    expect(stub.runs.count).toBe(1);
  });

  test('a key left in progress by a crash is taken over by a retry after five minutes', async () => {
    const key = newKey();
    await database.db.insert(idempotencyKeys).values({
      userId: gardenerId,
      key,
      method: 'POST',
      url: `/api/users/${gardenerId}/Answer`,
      holder: 'a process killed mid-request',
      reservedAt: new Date(now.getTime() - 4 * MINUTE),
    });
    expect((await send('/Answer', key, { status: 200 })).statusCode).toBe(409);
    expect(stub.runs.count).toBe(0);
    now = new Date(now.getTime() + 2 * MINUTE);
    const retry = await send('/Answer', key, { status: 200 });
    expect([retry.statusCode, retry.headers['idempotent-replayed']]).toEqual([200, undefined]);
    expect((await send('/Answer', key, { status: 200 })).headers['idempotent-replayed']).toBe('true');
    expect(stub.runs.count).toBe(1);
  });

  test('after seven days a key is forgotten: it runs again, for another request even', async () => {
    const key = newKey();
    await send('/Answer', key, { status: 200 });
    now = new Date(now.getTime() + 7 * DAY_MS);
    const later = await send('/Answer', key, { status: 200 }, 'PUT');
    expect(later.statusCode).toBe(200);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(stub.runs.count).toBe(2);
  });

  test('expired keys are removed from the database as keys are used', async () => {
    const old = newKey();
    const recent = newKey();
    await send('/Answer', old, { status: 200 });
    now = new Date(now.getTime() + 6 * DAY_MS);
    await send('/Answer', recent, { status: 200 });
    now = new Date(now.getTime() + 2 * DAY_MS);
    await send('/Answer', newKey(), { status: 200 });
    expect(
      await eventually(
        () => recordOf(old),
        (record) => record === undefined,
      ),
    ).toBeUndefined();
    expect(await recordOf(recent)).toMatchObject({ status: 200 });
  });

  test('a streamed answer cannot be kept: the key is freed and a resend runs again', async () => {
    const key = newKey();
    expect((await send('/Stream', key)).body).toBe('streamed');
    expect((await send('/Stream', key)).body).toBe('streamed');
    expect(stub.runs.count).toBe(2);
  });

  test('a read ignores the header, even a malformed one', async () => {
    const read = await send('/Read', 'no', undefined, 'GET');
    expect([read.statusCode, read.json()]).toEqual([200, { message: 'read' }]);
  });
});
