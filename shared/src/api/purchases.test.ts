import { http, HttpResponse } from 'msw';
import { createAppStore } from '../store/store';
import { identityReceived } from '../store/session-slice';
import { setupTestServer } from '../testing/msw-server';
import { testIdentity } from '../testing/identity';
import { purchasesApi } from './purchases';

const server = setupTestServer();

function signedInStore() {
  const store = createAppStore();
  store.dispatch(identityReceived(testIdentity({ Id: 42, Token: 't0k' })));
  return store;
}

const PROMPT = {
  Id: 1,
  Day: 0,
  Title: 'Grow more',
  SubTitle: '',
  Icons: '',
  Content: 'Subscribe',
  ReviewImage: '',
  SubscribeButtonText: 'Subscribe Now!',
  LaterButtonText: "I'll Decide Later",
};

test('answering the purchase prompt PUTs the record and reads the prompt again (it has been passed)', async () => {
  const answers: unknown[] = [];
  server.use(
    http.get('/api/users/42/PurchasePrompt', () =>
      HttpResponse.json({ code: 0, data: answers.length ? null : PROMPT }),
    ),
    http.put('/api/users/42/LastPromptPurchase', async ({ request }) => {
      answers.push(await request.json());
      return HttpResponse.json({ code: 0 });
    }),
  );
  const store = signedInStore();
  const subscription = store.dispatch(purchasesApi.endpoints.getPurchasePrompt.initiate());
  expect((await subscription).data).toEqual({ code: 0, data: PROMPT });

  const record = { LastPurchasePromptDay: 0, ReferralCode: '', LinkClick: 6 };
  await store.dispatch(purchasesApi.endpoints.recordPromptPurchase.initiate(record)).unwrap();
  expect(answers).toEqual([record]);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect((await store.dispatch(purchasesApi.endpoints.getPurchasePrompt.initiate())).data).toEqual({
    code: 0,
    data: null,
  });
  subscription.unsubscribe();
});

test('purchaseSubscription PUTs the SPEC §3 payload and reads the store’s verdict; checkPayment reads the result', async () => {
  let paid = false;
  server.use(
    http.put('/api/users/42/PurchaseSubscription', () => {
      paid = true;
      return HttpResponse.json({ code: 0, Verification: 'active' });
    }),
    http.get('/api/users/42/CheckPayment', () =>
      HttpResponse.json({
        code: 0,
        data: paid
          ? { Subscribed: true, PurchaseDate: '2026-03-30T08:00:00.000Z', Verification: 'active' }
          : { Subscribed: false, PurchaseDate: null },
      }),
    ),
  );
  const store = signedInStore();
  const recorded = await store
    .dispatch(
      purchasesApi.endpoints.purchaseSubscription.initiate({
        UserId: 42,
        PurchaseDate: '2026-03-30T08:00:00.000Z',
        TransactionReceipt: JSON.stringify({ purchaseTime: 1774857600000, purchaseToken: 'tok' }),
        DeviceOS: 'android',
      }),
    )
    .unwrap();
  expect(recorded).toEqual({ code: 0, Verification: 'active' });
  const payment = await store.dispatch(purchasesApi.endpoints.checkPayment.initiate()).unwrap();
  expect(payment.data).toEqual({
    Subscribed: true,
    PurchaseDate: '2026-03-30T08:00:00.000Z',
    Verification: 'active',
  });
});

test('an answer without Verification (an older server) still parses', async () => {
  server.use(
    http.get('/api/users/42/CheckPayment', () =>
      HttpResponse.json({ code: 0, data: { Subscribed: false, PurchaseDate: null } }),
    ),
  );
  const payment = await signedInStore().dispatch(purchasesApi.endpoints.checkPayment.initiate()).unwrap();
  expect(payment.data).toEqual({ Subscribed: false, PurchaseDate: null });
});

test('logMobile POSTs to Mobile/{uid}/Logging', async () => {
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/Mobile/42/Logging', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ code: 0 });
    }),
  );
  const store = signedInStore();
  const log = { UserId: 42, Message: 'Error Purchase Subscription', Data: 'E_CANCELLED' };
  expect(await store.dispatch(purchasesApi.endpoints.logMobile.initiate(log)).unwrap()).toEqual({ code: 0 });
  expect(bodies).toEqual([log]);
});
