import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { TEST_DATABASE_URL } from '../testing/test-databases';
import type { CacheChange } from './cache-changes';
import {
  createCacheNotifications,
  inProcessCacheTransport,
  type CacheNotifications,
} from './cache-notifications';
import { cacheChannel, postgresCacheTransport } from './postgres-cache-transport';

/** Records what a member applies; `next()` resolves with the next change it gets. */
function recorder() {
  const seen: CacheChange[] = [];
  let waiting: ((change: CacheChange) => void) | undefined;
  return {
    seen,
    apply: (change: CacheChange) => {
      seen.push(change);
      waiting?.(change);
      waiting = undefined;
    },
    next: () => new Promise<CacheChange>((resolve) => (waiting = resolve)),
  };
}

describe('cache notifications within one process (the embedded database)', () => {
  test("a member's change reaches the other members, not itself; a change from outside reaches all", async () => {
    const hub = createCacheNotifications(inProcessCacheTransport());
    const first = recorder();
    const second = recorder();
    const one = await hub.join(first.apply);
    await hub.join(second.apply);

    one.publish({ kind: 'identity', userId: 4 });
    expect(await second.next()).toEqual({ kind: 'identity', userId: 4 });
    expect(first.seen).toEqual([]);

    await hub.publish({ kind: 'reference', room: null });
    await new Promise((resolve) => setImmediate(resolve));
    expect(first.seen).toEqual([{ kind: 'reference', room: null }]);
    expect(second.seen).toEqual([
      { kind: 'identity', userId: 4 },
      { kind: 'reference', room: null },
    ]);
    await hub.close();
  });

  test('an answer waits only while its changes are being sent', async () => {
    const hub = createCacheNotifications(inProcessCacheTransport());
    const member = await hub.join(() => undefined);
    expect(member.sending()).toBeUndefined();
    member.publish({ kind: 'identities' });
    const sending = member.sending();
    expect(sending).toBeInstanceOf(Promise);
    await sending;
    expect(member.sending()).toBeUndefined();
    await hub.close();
  });
});

describe('cache notifications through PostgreSQL NOTIFY/LISTEN', () => {
  const channel = cacheChannel(`test_${randomBytes(6).toString('hex')}`);
  const listenerName = `cache-listener-${randomBytes(4).toString('hex')}`;
  const pools: pg.Pool[] = [];
  const hubs: CacheNotifications[] = [];

  /** One instance's hub: a pool of its own and a listening connection named for the test. */
  function instance(name: string) {
    const pool = new pg.Pool({ connectionString: TEST_DATABASE_URL, max: 2 });
    const hub = createCacheNotifications(
      postgresCacheTransport({
        pool,
        connectionString: TEST_DATABASE_URL,
        channel,
        retryMs: { first: 20, most: 200 },
        newClient: () => new pg.Client({ connectionString: TEST_DATABASE_URL, application_name: name }),
      }),
    );
    pools.push(pool);
    hubs.push(hub);
    return hub;
  }
  afterAll(async () => {
    for (const hub of hubs) await hub.close();
    for (const pool of pools) await pool.end();
  });

  test('a change published on one instance arrives on the other', async () => {
    const sender = await instance('cache-sender').join(() => undefined);
    const receiver = recorder();
    await instance('cache-receiver').join(receiver.apply);
    const arrived = receiver.next();
    sender.publish({ kind: 'tokens', tokenIds: [11, 12] });
    await sender.sending();
    expect(await arrived).toEqual({ kind: 'tokens', tokenIds: [11, 12] });
  });

  test('when the listening connection breaks, it listens again and every cache drops everything', async () => {
    const sender = await instance('cache-sender-2').join(() => undefined);
    const receiver = recorder();
    await instance(listenerName).join(receiver.apply);

    const dropped = receiver.next();
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
        [listenerName],
      );
      expect(rowCount).toBe(1);
    } finally {
      await admin.end();
    }
    // Notifications sent while it was gone are lost: everything is dropped once it is back.
    expect(await dropped).toEqual({ kind: 'everything' });

    const arrived = receiver.next();
    sender.publish({ kind: 'identity', userId: 21 });
    expect(await arrived).toEqual({ kind: 'identity', userId: 21 });
  });
});
