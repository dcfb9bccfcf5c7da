import { act, screen, waitFor } from '@testing-library/react';
import { testIdentity } from '@thrive/shared/testing';
import {
  callsTo,
  fakeApi,
  installFakeWrapper,
  removeFakeWrapper,
  renderPrompts,
  sendFromWrapper,
} from '../testing/prompt-test-kit';
import { ToastProvider } from '../toasts/toast-provider';
import { pageReload } from './page-reload';

const api = fakeApi();
const IOS_RECEIPT = {
  latest_receipt_info: [{ purchase_date_ms: '1714000000000' }, { purchase_date_ms: '1717000000000' }],
};

beforeEach(() => {
  installFakeWrapper();
});
afterEach(removeFakeWrapper);

const subscribeResult = (payload: unknown) =>
  sendFromWrapper(`thrive:SubscribeResult|${JSON.stringify(payload)}`);
const logged = () =>
  callsTo(api, 'POST', 'Mobile/42/Logging').map((call) => (call.body as { Message: string }).Message);
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('purchase results from the wrapper (SPEC §4, §8)', () => {
  test("success false: logged as 'Error Purchase Subscription', then the page reloads", async () => {
    const reload = jest.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    renderPrompts({ identity: testIdentity() });
    subscribeResult({ success: false, deviceOS: 'ios' });
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(logged()).toEqual(['Error Purchase Subscription']);
    expect(callsTo(api, 'PUT', 'PurchaseSubscription')).toEqual([]);
  });

  test("success true: logged as 'Update Purchase Date based on Subscription', then the purchase date is sent (iOS receipt)", async () => {
    const reload = jest.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    renderPrompts({ identity: testIdentity() });
    subscribeResult({ success: true, result: IOS_RECEIPT, deviceOS: 'ios' });
    await waitFor(() => expect(callsTo(api, 'PUT', 'PurchaseSubscription')).toHaveLength(1));
    expect(logged()).toEqual(['Update Purchase Date based on Subscription']);
    expect(callsTo(api, 'PUT', 'PurchaseSubscription')[0]?.body).toEqual({
      UserId: 42,
      PurchaseDate: new Date(1717000000000).toISOString(),
      TransactionReceipt: JSON.stringify(IOS_RECEIPT),
      DeviceOS: 'ios',
    });
    expect(reload).not.toHaveBeenCalled();
  });

  test('success true with an Android receipt sends purchaseTime as the date', async () => {
    renderPrompts({ identity: testIdentity() });
    subscribeResult({ success: true, result: { purchaseTime: 1715000000000 }, deviceOS: 'android' });
    await waitFor(() => expect(callsTo(api, 'PUT', 'PurchaseSubscription')).toHaveLength(1));
    expect(callsTo(api, 'PUT', 'PurchaseSubscription')[0]?.body).toMatchObject({
      PurchaseDate: new Date(1715000000000).toISOString(),
      DeviceOS: 'android',
    });
  });

  test('success true without a purchase date is logged only', async () => {
    renderPrompts({ identity: testIdentity() });
    subscribeResult({ success: true, result: { orderId: 'x' }, deviceOS: 'android' });
    await waitFor(() => expect(logged()).toEqual(['Update Purchase Date based on Subscription']));
    await settle();
    expect(callsTo(api, 'PUT', 'PurchaseSubscription')).toEqual([]);
  });

  test('signed out (user id 0): nothing is sent', async () => {
    renderPrompts({ identity: null });
    subscribeResult({ success: true, result: IOS_RECEIPT, deviceOS: 'ios' });
    await settle();
    expect(api.calls).toEqual([]);
  });

  test.each([
    ['unverified', 'Your purchase is recorded but not yet confirmed by the store.'],
    ['rejected', 'The store does not know this purchase, so it does not subscribe you.'],
    ['active', 'Your subscription is confirmed by the store.'],
  ])('the recorded purchase is %s: the gardener is told what the store said', async (Verification, text) => {
    api.answer = ({ path }) =>
      path.endsWith('PurchaseSubscription') ? Response.json({ code: 0, Verification }) : undefined;
    renderPrompts({ identity: testIdentity(), children: <ToastProvider>{null}</ToastProvider> });
    subscribeResult({ success: true, result: IOS_RECEIPT, deviceOS: 'ios' });
    expect(await screen.findByRole('alert')).toHaveTextContent(`Subscription ${text}`);
  });

  test('a failed purchase-date update is only logged to the console (SPEC §8)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.answer = ({ path }) =>
      path.endsWith('PurchaseSubscription')
        ? Response.json({ message: 'bad receipt' }, { status: 400 })
        : undefined;
    renderPrompts({ identity: testIdentity() });
    subscribeResult({ success: true, result: IOS_RECEIPT, deviceOS: 'ios' });
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('[shell] Updating the purchase date failed', expect.anything()),
    );
  });
});
