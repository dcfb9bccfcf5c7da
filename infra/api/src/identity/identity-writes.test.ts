import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Identity } from '@thrive/shared/contracts';
import { buildApp } from '../app';
import { createCacheNotifications, inProcessCacheTransport } from '../db/cache-notifications';
import { handleOf } from '../db/database';
import { users } from '../db/schema';
import { apiCalls } from '../testing/api-calls';
import { eventually } from '../testing/eventually';
import { insertGeoFixture } from '../testing/geo-fixture';
import { signedInDirectly } from '../testing/identity-fixture';
import { BED, plantedYards } from '../testing/planted-yards';
import { seededApp, type Gardener } from '../testing/seeded-app';
import { testConfig } from '../testing/test-app';
import { testDatabases } from '../testing/test-databases';
import { IDENTITY_CACHE_MS } from './identity-cache';
import { READ_ONLY_GARDENER_GETS } from './identity-writes';

/** Within a token's lifetime. */
const YESTERDAY = new Date(Date.now() - 24 * 60 * 60 * 1000);

describe.each(testDatabases())(
  'the identity in memory and the writes that change it on $driver',
  (testDb) => {
    const api = seededApp(testDb, insertGeoFixture);
    const { send, ok } = apiCalls(() => api.app);
    const { plantedYard } = plantedYards(api);

    let count = 0;
    const gardener = () => signedInDirectly(api.db, { email: `identity-writes-${(count += 1)}@example.com` });
    const identityOn = async (app: FastifyInstance, who: Gardener): Promise<Identity> =>
      (await app.inject({ url: `/api/users/${who.identity.Id}`, headers: who.headers })).json();
    const identity = (who: Gardener) => identityOn(api.app, who);
    const renameBehindTheApi = (who: Gardener, firstname: string) =>
      api.db.update(users).set({ firstname }).where(eq(users.id, who.identity.Id));

    test('a second instance on the database forgets the identity as soon as a write through the first tells it (DESIGN §5)', async () => {
      const other = await buildApp({ database: handleOf(api.db)!, config: testConfig() });
      try {
        const me = await gardener();
        expect(await identityOn(other, me)).toMatchObject({ Firstname: '' });
        await ok(me, 'PATCH', '/users/{uid}/Nickname', { firstname: 'Bramble' });
        expect(await identity(me)).toMatchObject({ Firstname: 'Bramble' });
        const seen = await eventually(
          () => identityOn(other, me),
          (found) => found.Firstname === 'Bramble',
        );
        expect(seen).toMatchObject({ Firstname: 'Bramble' });
      } finally {
        await other.close();
      }
    });

    test('an instance that misses the notification answers from its own memory and sees the change within IDENTITY_CACHE_MS', async () => {
      // A hub of its own: nothing the first instance sends reaches it, as if lost.
      const deaf = createCacheNotifications(inProcessCacheTransport());
      const other = await buildApp({
        database: {
          db: api.db,
          driver: testDb.driver,
          migrationsSchema: '',
          cacheNotifications: deaf,
          close: async () => {},
        },
        config: testConfig(),
      });
      try {
        const me = await gardener();
        expect(await identityOn(other, me)).toMatchObject({ Firstname: '' });
        await ok(me, 'PATCH', '/users/{uid}/Nickname', { firstname: 'Bramble' });
        expect(await identity(me)).toMatchObject({ Firstname: 'Bramble' });
        expect(await identityOn(other, me)).toMatchObject({ Firstname: '' });
        await sleep(IDENTITY_CACHE_MS + 50);
        expect(await identityOn(other, me)).toMatchObject({ Firstname: 'Bramble' });
      } finally {
        await other.close();
      }
    });

    type Write = (me: Gardener, yard: number, zone: number) => Promise<unknown>;
    const changes: [[call: string, write: Write], (before: Identity) => Partial<Identity>][] = [
      [
        ['PATCH Nickname', (me) => ok(me, 'PATCH', '/users/{uid}/Nickname', { firstname: 'Fern' })],
        () => ({ Firstname: 'Fern' }),
      ],
      [
        [
          'POST users/{uid} (the profile)',
          (me) => ok(me, 'POST', '/users/{uid}', { Firstname: 'Rowan', Email: 'Rowan.Profile@example.com' }),
        ],
        () => ({ Firstname: 'Rowan', Email: 'rowan.profile@example.com', ShowNicknamePopup: false }),
      ],
      [
        ['PUT TogglePlantTagId', (me) => ok(me, 'PUT', '/users/{uid}/TogglePlantTagId')],
        (before) => ({ TogglePlantTagId: !before.TogglePlantTagId }),
      ],
      [
        [
          'PATCH DontAskAgain',
          (me) => ok(me, 'PATCH', '/users/{uid}/DontAskAgain', { property: 'AskForCamera', value: false }),
        ],
        () => ({ AskForCamera: false }),
      ],
      [
        ['GET ToggleFeatureVideo/1', (me) => ok(me, 'GET', '/users/{uid}/ToggleFeatureVideo/1')],
        () => ({ ShowNewFeaturesVideo: true }),
      ],
      [
        [
          'POST LandingPage',
          (me) => ok(me, 'POST', '/users/{uid}/LandingPage', { LandingPage: 'plant search' }),
        ],
        () => ({ LandingPage: 'plant search' }),
      ],
      [
        [
          'PUT LastPromptPurchase with a referral code',
          (me) =>
            ok(me, 'PUT', '/users/{uid}/LastPromptPurchase', {
              LastPurchasePromptDay: 0,
              ReferralCode: 'GROW2026',
              LinkClick: 6,
            }),
        ],
        () => ({ ReferralCodeId: 1, ReferralCodeToken: 'demo-greenleaf-annual' }),
      ],
      [
        ['POST yard', (me) => ok(me, 'POST', '/users/{uid}/yard', { Name: 'Cabin', PostalCode: '10001' })],
        (before) => ({ YardCount: before.YardCount + 1 }),
      ],
      [
        ['GET CopyYard', (me, yard) => ok(me, 'GET', `/users/{uid}/CopyYard/${yard}`)],
        (before) => ({ YardCount: before.YardCount + 1, ZoneCount: before.ZoneCount * 2 }),
      ],
      [
        ['DELETE yard', (me, yard) => ok(me, 'DELETE', `/users/{uid}/yard/${yard}`)],
        () => ({ YardCount: 0, ZoneCount: 0, DefaultYardId: 0 }),
      ],
      [
        [
          'POST createzone',
          (me, yard) => ok(me, 'POST', `/users/{uid}/createzone/${yard}`, { Name: 'Herbs', ...BED }),
        ],
        (before) => ({ ZoneCount: before.ZoneCount + 1 }),
      ],
      [
        ['GET CopyZone', (me, _yard, zone) => ok(me, 'GET', `/users/{uid}/CopyZone/${zone}`)],
        (before) => ({ ZoneCount: before.ZoneCount + 1 }),
      ],
    ];

    const writes = changes.map(([[call, write], expected]) => ({ call, write, expected }));
    test.each(writes)(
      '$call: the next GET users/{uid} on this instance shows it at once',
      async ({ write, expected }) => {
        const me = await gardener();
        const { yard, bed } = await plantedYard(me, 'Home');
        const before = await identity(me);
        await write(me, yard.Id, bed.Id);
        expect(await identity(me)).toMatchObject(expected(before));
      },
    );

    test('YardTransfer: the receiver’s identity on this instance counts the yard at once', async () => {
      const sender = await gardener();
      const receiver = await gardener();
      const { yard } = await plantedYard(sender, 'Home');
      expect(await identity(receiver)).toMatchObject({ YardCount: 0, ZoneCount: 0, DefaultYardId: 0 });
      await ok(sender, 'POST', '/users/{uid}/YardTransfer', {
        YardId: yard.Id,
        Email: receiver.identity.Email,
      });
      expect(await identity(receiver)).toMatchObject({ YardCount: 1, ZoneCount: 2, DefaultYardId: yard.Id });
    });

    test('signing in again (POST bridge) shows the new LastSeenAt at once', async () => {
      const me = await signedInDirectly(api.db, { email: 'identity-writes-bridge@example.com' }, YESTERDAY);
      expect(await identity(me)).toMatchObject({ LastSeenAt: YESTERDAY.toISOString() });
      expect((await send(null, 'POST', '/bridge', { username: me.key })).statusCode).toBe(200);
      expect((await identity(me)).LastSeenAt).not.toBe(YESTERDAY.toISOString());
    });

    test('the read-only GET calls are real routes and keep the identity in memory; other GET calls forget it', async () => {
      for (const path of READ_ONLY_GARDENER_GETS)
        expect(api.app.hasRoute({ method: 'GET', url: `/api${path}` })).toBe(true);
      const me = await gardener();
      const { yard } = await plantedYard(me, 'Home');
      await identity(me);
      await renameBehindTheApi(me, 'Renamed');
      for (const path of ['/yards', `/yard/${yard.Id}`, `/zonelisting/${yard.Id}`, `/ThriveTable/${yard.Id}`])
        await ok(me, 'GET', `/users/{uid}${path}`);
      await ok(me, 'GET', '/users/{uid}/UserTasks');
      await ok(me, 'GET', '/users/{uid}/profile');
      await ok(me, 'GET', '/users/{uid}/export');
      expect(await identity(me)).toMatchObject({ Firstname: '' });
      await ok(me, 'GET', `/users/{uid}/CheckYardTransfer/${yard.Id}?email=nobody@example.com`);
      expect(await identity(me)).toMatchObject({ Firstname: 'Renamed' });
    });
  },
);
