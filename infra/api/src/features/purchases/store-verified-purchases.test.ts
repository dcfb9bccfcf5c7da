import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  checkPaymentResponseSchema,
  STORE_SUBSCRIPTION_TAKEN_MESSAGE,
  type StoreVerification,
} from '@thrive/shared/contracts';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/database';
import { purchases } from '../../db/schema';
import { seedReferenceData } from '../../reference-data/seed';
import { appleTransaction } from '../../testing/fake-app-store';
import { googleSubscription } from '../../testing/fake-google-play';
import { startFakeStores, TEST_PACKAGE_NAME, type FakeStores } from '../../testing/fake-stores';
import { signedInDirectly } from '../../testing/identity-fixture';
import { testConfig } from '../../testing/test-app';
import { appleTestChain } from '../../testing/test-certificates';
import { testDatabases } from '../../testing/test-databases';
import { DAY_MS } from '../common/time-units';

const NOW = new Date('2026-04-01T12:00:00.000Z');
const days = (count: number) => new Date(NOW.getTime() + count * DAY_MS);
/** Dates the client claims: far in the future, to show they are never believed. */
const CLIENT_MS = Date.parse('2030-01-01T00:00:00.000Z');
const VALIDITY = { notBefore: new Date('2026-01-01T00:00:00Z'), notAfter: new Date('2027-12-31T00:00:00Z') };

const androidReceipt = (purchaseToken: string) =>
  JSON.stringify({
    orderId: 'GPA.1',
    packageName: TEST_PACKAGE_NAME,
    purchaseTime: CLIENT_MS,
    purchaseToken,
  });
const iosReceipt = (originalTransactionId: string, transactionId = originalTransactionId) =>
  JSON.stringify({
    latest_receipt_info: [
      {
        purchase_date_ms: String(CLIENT_MS),
        expires_date_ms: String(CLIENT_MS + 365 * DAY_MS),
        transaction_id: transactionId,
        original_transaction_id: originalTransactionId,
      },
    ],
  });

let stores: FakeStores;
beforeAll(async () => {
  stores = await startFakeStores(VALIDITY);
});
afterAll(() => stores.close());

describe.each(testDatabases())(
  'receipts verified with the stores (DESIGN §4 payments) on $driver',
  (testDb) => {
    let database: DatabaseHandle;
    let app: FastifyInstance;
    let now = NOW;

    // Opening and seeding a database is slow on a loaded machine: a generous bound.
    beforeAll(async () => {
      database = await testDb.open();
      await seedReferenceData(database.db);
      app = await buildApp({ database, config: testConfig(stores.env), clock: () => now });
    }, 120_000);
    afterAll(async () => {
      await app?.close();
      if (database) await testDb.dispose(database);
    });
    beforeEach(() => {
      now = NOW;
      stores.googlePlay.failWith(null);
      stores.appStore.signingChain = stores.chain;
    });

    let count = 0;
    const unique = () => String(7_000_000 + (count += 1) + (testDb.driver === 'postgres' ? 500_000 : 0));
    async function gardener() {
      const { identity, headers } = await signedInDirectly(
        database.db,
        { email: `stores-${testDb.driver}-${unique()}@example.com` },
        NOW,
      );
      const subscribe = (receipt: string, deviceOS: 'ios' | 'android') =>
        app.inject({
          method: 'PUT',
          url: `/api/users/${identity.Id}/PurchaseSubscription`,
          headers,
          payload: {
            UserId: identity.Id,
            PurchaseDate: CLIENT_MS,
            TransactionReceipt: receipt,
            DeviceOS: deviceOS,
          },
        });
      const payment = async () => {
        const response = await app.inject({ url: `/api/users/${identity.Id}/CheckPayment`, headers });
        expect(response.statusCode).toBe(200);
        return checkPaymentResponseSchema.parse(response.json()).data;
      };
      const prompt = async () =>
        (await app.inject({ url: `/api/users/${identity.Id}/PurchasePrompt`, headers })).json() as {
          data: unknown;
        };
      const rows = () => database.db.select().from(purchases).where(eq(purchases.userId, identity.Id));
      return { identity, subscribe, payment, prompt, rows };
    }
    type Gardener = Awaited<ReturnType<typeof gardener>>;

    async function expectVerdict(
      g: Gardener,
      receipt: string,
      deviceOS: 'ios' | 'android',
      verification: StoreVerification,
    ) {
      const response = await g.subscribe(receipt, deviceOS);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: 0, Verification: verification });
      const subscribed = verification === 'active';
      expect(await g.payment()).toEqual({
        Subscribed: subscribed,
        PurchaseDate: subscribed ? new Date(CLIENT_MS).toISOString() : null,
        Verification: verification,
      });
    }

    /** One subscription known to each store, by platform. */
    const platforms = {
      android: {
        known(state: string, expiry: Date, extra: Record<string, unknown> = {}) {
          const token = `play-token-${unique()}`;
          stores.googlePlay.subscriptions.set(token, googleSubscription(state, expiry, extra));
          return { receipt: androidReceipt(token), reference: token };
        },
        active: (expiry: Date) => platforms.android.known('SUBSCRIPTION_STATE_ACTIVE', expiry),
        expired: (expiry: Date) => platforms.android.known('SUBSCRIPTION_STATE_EXPIRED', expiry),
        refunded: (expiry: Date) =>
          platforms.android.known('SUBSCRIPTION_STATE_EXPIRED', expiry, {
            canceledStateContext: { developerInitiatedCancellation: {} },
          }),
        forged: () => androidReceipt(`made-up-${unique()}`),
        renew(reference: string, expiry: Date) {
          stores.googlePlay.subscriptions.set(
            reference,
            googleSubscription('SUBSCRIPTION_STATE_ACTIVE', expiry),
          );
        },
        lookups: () => stores.googlePlay.lookups().length,
      },
      ios: {
        known(status: number, expiry: Date, extra: Record<string, unknown> = {}) {
          const id = unique();
          stores.appStore.subscriptions.set(id, { status, transaction: appleTransaction(id, expiry, extra) });
          return { receipt: iosReceipt(id), reference: id };
        },
        active: (expiry: Date) => platforms.ios.known(1, expiry),
        expired: (expiry: Date) => platforms.ios.known(2, expiry),
        refunded: (expiry: Date) =>
          platforms.ios.known(5, expiry, { revocationDate: NOW.getTime() - DAY_MS }),
        forged: () => iosReceipt(unique()),
        renew(reference: string, expiry: Date) {
          stores.appStore.subscriptions.set(reference, {
            status: 1,
            transaction: appleTransaction(reference, expiry),
          });
        },
        lookups: () => stores.appStore.lookups().length,
      },
    };

    describe.each(['android', 'ios'] as const)('%s', (os) => {
      const store = platforms[os];

      test('a valid receipt subscribes until the store’s expiry, not the client’s dates', async () => {
        const g = await gardener();
        const { receipt, reference } = store.active(days(3));
        await expectVerdict(g, receipt, os, 'active');
        expect(await g.rows()).toEqual([
          expect.objectContaining({
            storeStatus: 'active',
            expiresAt: days(3),
            storeReference: reference,
            checkedAt: NOW,
          }),
        ]);
        now = days(4); // the store did not renew it
        expect(await g.payment()).toMatchObject({ Subscribed: false, Verification: 'expired' });
      });

      test('a forged receipt the store does not know is rejected and subscribes nothing', async () => {
        const g = await gardener();
        await expectVerdict(g, store.forged(), os, 'rejected');
        expect(await g.rows()).toEqual([
          expect.objectContaining({ storeStatus: 'rejected', storeReference: null }),
        ]);
      });

      test('an expired subscription subscribes nothing', async () => {
        const g = await gardener();
        await expectVerdict(g, store.expired(days(-2)).receipt, os, 'expired');
      });

      test('a refunded (revoked) subscription subscribes nothing, even before its expiry', async () => {
        const g = await gardener();
        await expectVerdict(g, store.refunded(days(20)).receipt, os, 'refunded');
      });

      test('another gardener replaying a subscription gets 409 and nothing', async () => {
        const { receipt } = store.active(days(30));
        await expectVerdict(await gardener(), receipt, os, 'active');
        const replayer = await gardener();
        const response = await replayer.subscribe(receipt, os);
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ message: STORE_SUBSCRIPTION_TAKEN_MESSAGE });
        expect(await replayer.rows()).toEqual([]);
        expect(await replayer.payment()).toEqual({ Subscribed: false, PurchaseDate: null });
      });

      test('renewals come from the store: CheckPayment asks again once the known expiry passed, and only then', async () => {
        const g = await gardener();
        const { receipt, reference } = store.active(days(3));
        await expectVerdict(g, receipt, os, 'active');
        const asked = store.lookups();
        await g.payment();
        expect(store.lookups()).toBe(asked); // not due: the known expiry is ahead

        store.renew(reference, days(33));
        now = days(4);
        expect(await g.payment()).toMatchObject({ Subscribed: true, Verification: 'active' });
        expect(store.lookups()).toBe(asked + 1);
        expect(await g.rows()).toEqual([
          expect.objectContaining({ expiresAt: days(33), checkedAt: days(4) }),
        ]);
        await g.payment();
        expect(store.lookups()).toBe(asked + 1);
      });

      test('a running subscription ends the purchase prompts', async () => {
        const g = await gardener();
        expect((await g.prompt()).data).not.toBeNull();
        await expectVerdict(g, store.active(days(30)).receipt, os, 'active');
        expect((await g.prompt()).data).toBeNull();
      });
    });

    test('a store that cannot answer leaves the receipt unverified; it is asked again an hour later', async () => {
      const g = await gardener();
      const { receipt } = platforms.android.active(days(30));
      stores.googlePlay.failWith(503);
      await expectVerdict(g, receipt, 'android', 'unverified');
      stores.googlePlay.failWith(null);
      expect(await g.payment()).toMatchObject({ Subscribed: false, Verification: 'unverified' });
      now = new Date(NOW.getTime() + 61 * 60 * 1000);
      expect(await g.payment()).toMatchObject({ Subscribed: true, Verification: 'active' });
    });

    test('an Android receipt without a purchase token, or for another app, is rejected without asking', async () => {
      const g = await gardener();
      const asked = platforms.android.lookups();
      await expectVerdict(g, JSON.stringify({ purchaseTime: CLIENT_MS }), 'android', 'rejected');
      const otherApp = JSON.stringify({
        purchaseTime: CLIENT_MS,
        purchaseToken: 'x',
        packageName: 'com.other',
      });
      await expectVerdict(g, otherApp, 'android', 'rejected');
      expect(platforms.android.lookups()).toBe(asked);
    });

    test('an App Store answer signed outside Apple’s chain is not trusted: the receipt stays unverified', async () => {
      const g = await gardener();
      stores.appStore.signingChain = appleTestChain(VALIDITY);
      await expectVerdict(g, platforms.ios.active(days(30)).receipt, 'ios', 'unverified');
    });

    test('a later receipt of the same App Store subscription (a renewal transaction) updates its one row', async () => {
      const g = await gardener();
      const { receipt, reference } = platforms.ios.active(days(30));
      await expectVerdict(g, receipt, 'ios', 'active');
      await expectVerdict(g, iosReceipt(reference, unique()), 'ios', 'active');
      expect(await g.rows()).toHaveLength(1);
    });
  },
);
