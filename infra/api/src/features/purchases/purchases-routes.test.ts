import { eq } from 'drizzle-orm';
import {
  checkPaymentResponseSchema,
  MOBILE_LOG_DATA_MAX_CHARS,
  MOBILE_LOG_MESSAGE_MAX_CHARS,
  purchasePromptResultSchema,
  type Identity,
} from '@thrive/shared/contracts';
import { mobileLogs, purchasePromptResponses, purchasePrompts, purchases, users } from '../../db/schema';
import { readOperatorPurchasePrompts } from '../../reference-data/operator-files';
import { DAY_MS } from '../common/time-units';
import { clockedApp } from '../../testing/clocked-app';
import { testDatabases } from '../../testing/test-databases';
import { signedInDirectly } from '../../testing/identity-fixture';

const NOW = new Date('2026-04-01T12:00:00.000Z');
const PURCHASED_MS = Date.parse('2026-03-30T08:00:00.000Z');
const IOS_RECEIPT = JSON.stringify({
  latest_receipt_info: [{ purchase_date_ms: '1700000000000' }, { purchase_date_ms: String(PURCHASED_MS) }],
});
const ANDROID_RECEIPT = JSON.stringify({ orderId: 'GPA.1', purchaseTime: PURCHASED_MS });
type Method = 'GET' | 'POST' | 'PUT';

test('the operator file seeds 2-3 purchase prompts with SPEC’s default button texts', () => {
  const prompts = readOperatorPurchasePrompts();
  expect(prompts.length).toBeGreaterThanOrEqual(2);
  expect(prompts.length).toBeLessThanOrEqual(3);
  for (const prompt of prompts) {
    expect(prompt.subscribeButtonText).toBe('Subscribe Now!');
    expect(prompt.laterButtonText).toBe("I'll Decide Later");
  }
  expect(prompts.map((prompt) => prompt.day)).toContain(0);
});

describe.each(testDatabases())('purchase calls (SPEC §3, §4 Purchase prompt, §7) on $driver', (testDb) => {
  const api = clockedApp(testDb, { prefix: 'purchases', now: NOW });

  let count = 0;
  /** A gardener who signed up `daysAgo` days before NOW, signed in through the service. */
  async function gardener(daysAgo = 0) {
    count += 1;
    const { identity, headers } = await signedInDirectly(
      api.db,
      { email: `purchases-${count}@example.com` },
      NOW,
    );
    await api.db
      .update(users)
      .set({ createdAt: new Date(NOW.getTime() - daysAgo * DAY_MS) })
      .where(eq(users.id, identity.Id));
    const call = (method: Method, path: string, payload?: object) =>
      api.app.inject({ method, url: `/api/users/${identity.Id}/${path}`, headers, payload });
    const current = async () =>
      (await api.app.inject({ url: `/api/users/${identity.Id}`, headers })).json() as Identity;
    const prompt = async () => {
      const response = await call('GET', 'PurchasePrompt');
      expect(response.statusCode).toBe(200);
      return purchasePromptResultSchema.parse(response.json());
    };
    return { identity, headers, call, current, prompt };
  }
  type Gardener = Awaited<ReturnType<typeof gardener>>;

  const expectDone = (response: { statusCode: number; json(): unknown }) => {
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 0 });
  };
  /** Without store credentials a receipt is kept, unverified, and answered so. */
  const expectUnverified = (response: { statusCode: number; json(): unknown }) => {
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 0, Verification: 'unverified' });
  };
  const expectField = (response: { statusCode: number; json(): unknown }, field: string) => {
    expect(response.statusCode).toBe(400);
    expect((response.json() as { fields?: object }).fields).toHaveProperty([field]);
  };
  const answer = (g: Gardener, day: number, extra: object = {}) =>
    g.call('PUT', 'LastPromptPurchase', {
      LastPurchasePromptDay: day,
      ReferralCode: '',
      LinkClick: 6,
      ...extra,
    });
  const subscribe = (g: Gardener, extra: object = {}) =>
    g.call('PUT', 'PurchaseSubscription', {
      UserId: g.identity.Id,
      PurchaseDate: new Date(PURCHASED_MS).toISOString(),
      TransactionReceipt: IOS_RECEIPT,
      DeviceOS: 'ios',
      ...extra,
    });
  const purchasesOf = (userId: number) => api.db.select().from(purchases).where(eq(purchases.userId, userId));

  describe('GET users/{uid}/PurchasePrompt', () => {
    test('on the day of sign-up: {code: 0, data} with the Day 0 prompt and SPEC’s button texts', async () => {
      const { code, data } = await (await gardener(0)).prompt();
      expect(code).toBe(0);
      expect(data).toMatchObject({
        Day: 0,
        SubscribeButtonText: 'Subscribe Now!',
        LaterButtonText: "I'll Decide Later",
      });
    });

    test('the latest due prompt, not a stale one; answering it passes it (LastPromptPurchase)', async () => {
      const g = await gardener(8);
      expect((await g.prompt()).data?.Day).toBe(7);
      expectDone(await answer(g, 7));
      expect((await g.prompt()).data).toBeNull();
    });

    test('an exit-on-cancel prompt (Day -1) follows the last regular prompt and stays until a subscription the store confirmed', async () => {
      const [exit] = await api.db
        .insert(purchasePrompts)
        .values({ day: -1, title: 'Your trial has ended', content: 'Subscribe to keep growing.' })
        .returning({ id: purchasePrompts.id });
      try {
        const g = await gardener(40);
        expect((await g.prompt()).data?.Day).toBe(30);
        expectDone(await answer(g, 30));
        expect((await g.prompt()).data).toMatchObject({ Id: exit!.id, Day: -1 });
        expectDone(await answer(g, -1));
        expect((await g.prompt()).data?.Day).toBe(-1);
        // A receipt no store confirmed does not end the trial.
        expectUnverified(await subscribe(g));
        expect((await g.prompt()).data?.Day).toBe(-1);
      } finally {
        await api.db.delete(purchasePrompts).where(eq(purchasePrompts.id, exit!.id));
      }
    });

    test('a purchase no store confirmed does not end the prompts (store-verified-purchases.test.ts: one that is, does)', async () => {
      const g = await gardener(0);
      expectUnverified(await subscribe(g, { TransactionReceipt: ANDROID_RECEIPT, DeviceOS: 'android' }));
      expect((await g.prompt()).data?.Day).toBe(0);
    });
  });

  describe('PUT users/{uid}/LastPromptPurchase (SPEC §3 Last purchase prompt record)', () => {
    test('records the answer with the referral code trimmed and upper-cased', async () => {
      const g = await gardener();
      expectDone(await answer(g, 0, { ReferralCode: ' nosuchcode ', LinkClick: 5 }));
      const rows = await api.db
        .select()
        .from(purchasePromptResponses)
        .where(eq(purchasePromptResponses.userId, g.identity.Id));
      expect(rows).toEqual([
        expect.objectContaining({
          lastPurchasePromptDay: 0,
          referralCode: 'NOSUCHCODE',
          linkClick: 5,
          at: NOW,
        }),
      ]);
      // An unknown code is only kept on the record.
      expect((await g.current()).ReferralCodeId).toBe(0);
    });

    test('a valid referral code becomes the gardener’s: ReferralCodeId and ReferralCodeToken', async () => {
      const g = await gardener();
      expectDone(await answer(g, 0, { ReferralCode: 'grow2026', LinkClick: 7 }));
      const identity = await g.current();
      expect([identity.ReferralCodeId, identity.ReferralCodeToken]).toEqual([1, 'demo-greenleaf-annual']);
    });

    test.each([
      [{ LastPurchasePromptDay: -2 }, 'body.LastPurchasePromptDay'],
      [{ LastPurchasePromptDay: 'seven' }, 'body.LastPurchasePromptDay'],
      [{ LastPurchasePromptDay: 0, LinkClick: 43 }, 'body.LinkClick'],
      [{ LastPurchasePromptDay: 0, ReferralCode: 'X'.repeat(41) }, 'body.ReferralCode'],
    ])('bad input %j answers 400 naming %s', async (payload, field) => {
      const g = await gardener();
      expectField(await g.call('PUT', 'LastPromptPurchase', payload), field);
    });
  });

  describe('PUT users/{uid}/PurchaseSubscription and GET users/{uid}/CheckPayment', () => {
    test('before any purchase: not subscribed, no date', async () => {
      const response = await (await gardener()).call('GET', 'CheckPayment');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: 0, data: { Subscribed: false, PurchaseDate: null } });
    });

    test.each([
      ['ios', IOS_RECEIPT],
      ['Android', ANDROID_RECEIPT],
    ])(
      'without store credentials a %s receipt of SPEC §3 is recorded unverified and subscribes nothing',
      async (os, receipt) => {
        const g = await gardener();
        expectUnverified(
          await subscribe(g, { DeviceOS: os, TransactionReceipt: receipt, PurchaseDate: PURCHASED_MS }),
        );
        expect(await purchasesOf(g.identity.Id)).toEqual([
          expect.objectContaining({
            purchaseDate: new Date(PURCHASED_MS),
            deviceOs: os.toLowerCase(),
            transactionReceipt: receipt,
            storeStatus: 'unverified',
            verifiedAt: null,
            expiresAt: null,
            storeReference: null,
            checkedAt: null,
          }),
        ]);
        const payment = checkPaymentResponseSchema.parse((await g.call('GET', 'CheckPayment')).json());
        expect(payment).toEqual({
          code: 0,
          data: { Subscribed: false, PurchaseDate: null, Verification: 'unverified' },
        });
      },
    );

    test('the same receipt reported twice is kept once', async () => {
      const g = await gardener();
      expectUnverified(await subscribe(g));
      expectUnverified(await subscribe(g));
      expect(await purchasesOf(g.identity.Id)).toHaveLength(1);
    });

    test.each([
      [{ TransactionReceipt: 'not json' }, 'body.TransactionReceipt'],
      [{ TransactionReceipt: JSON.stringify({ latest_receipt_info: [] }) }, 'body.TransactionReceipt'],
      [
        { TransactionReceipt: JSON.stringify({ latest_receipt_info: [{ purchase_date_ms: '1' }, {}] }) },
        'body.TransactionReceipt',
      ],
      [{ TransactionReceipt: IOS_RECEIPT, DeviceOS: 'android' }, 'body.TransactionReceipt'],
      [{ DeviceOS: 'web' }, 'body.DeviceOS'],
      [{ PurchaseDate: 'yesterday' }, 'body.PurchaseDate'],
      [{ UserId: 0 }, 'body.UserId'],
    ])('bad input %j answers 400 naming %s, and records nothing', async (payload, field) => {
      const g = await gardener();
      expectField(await subscribe(g, payload), field);
      expect(await purchasesOf(g.identity.Id)).toEqual([]);
    });

    test('a UserId other than the path user answers 400', async () => {
      const g = await gardener();
      expectField(await subscribe(g, { UserId: g.identity.Id + 1 }), 'body.UserId');
      expect(await purchasesOf(g.identity.Id)).toEqual([]);
    });

    test("another gardener's uid answers 403 and records nothing", async () => {
      const owner = await gardener();
      const intruder = await gardener();
      const response = await api.app.inject({
        method: 'PUT',
        url: `/api/users/${owner.identity.Id}/PurchaseSubscription`,
        headers: intruder.headers,
        payload: {
          UserId: owner.identity.Id,
          PurchaseDate: PURCHASED_MS,
          TransactionReceipt: IOS_RECEIPT,
          DeviceOS: 'ios',
        },
      });
      expect(response.statusCode).toBe(403);
      expect(await purchasesOf(owner.identity.Id)).toEqual([]);
      const check = await api.app.inject({
        url: `/api/users/${owner.identity.Id}/CheckPayment`,
        headers: intruder.headers,
      });
      expect(check.statusCode).toBe(403);
    });
  });

  describe('POST Mobile/{uid}/Logging', () => {
    const log = (g: Gardener, payload: object, headers = g.headers, uid = g.identity.Id) =>
      api.app.inject({ method: 'POST', url: `/api/Mobile/${uid}/Logging`, headers, payload });
    const logsOf = (userId: number) => api.db.select().from(mobileLogs).where(eq(mobileLogs.userId, userId));

    test('keeps the line; data that is not text is kept as its JSON', async () => {
      const g = await gardener();
      expectDone(
        await log(g, { UserId: g.identity.Id, Message: 'Error Purchase Subscription', Data: 'E_CANCELLED' }),
      );
      expectDone(
        await log(g, {
          UserId: g.identity.Id,
          Message: 'Update Purchase Date based on Subscription',
          Data: { success: true },
        }),
      );
      expect((await logsOf(g.identity.Id)).map(({ message, data }) => [message, data])).toEqual(
        expect.arrayContaining([
          ['Error Purchase Subscription', 'E_CANCELLED'],
          ['Update Purchase Date based on Subscription', '{"success":true}'],
        ]),
      );
    });

    test('long messages and data are cut to their caps, not refused', async () => {
      const g = await gardener();
      const Message = 'm'.repeat(MOBILE_LOG_MESSAGE_MAX_CHARS + 10);
      const Data = 'd'.repeat(MOBILE_LOG_DATA_MAX_CHARS + 10);
      expectDone(await log(g, { UserId: g.identity.Id, Message, Data }));
      const [row] = await logsOf(g.identity.Id);
      expect(row?.message).toHaveLength(MOBILE_LOG_MESSAGE_MAX_CHARS);
      expect(row?.data).toHaveLength(MOBILE_LOG_DATA_MAX_CHARS);
    });

    test('bad input answers 400; another gardener’s uid 403', async () => {
      const g = await gardener();
      const other = await gardener();
      expectField(await log(g, { UserId: g.identity.Id, Message: ' ' }), 'body.Message');
      expectField(await log(g, { UserId: other.identity.Id, Message: 'x' }), 'body.UserId');
      const forbidden = await log(g, { UserId: g.identity.Id, Message: 'x' }, other.headers);
      expect(forbidden.statusCode).toBe(403);
      expect(await logsOf(g.identity.Id)).toEqual([]);
    });
  });
});
