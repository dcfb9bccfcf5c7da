import { purchaseUpdateFrom } from './purchase-update';

const IOS_RECEIPT = {
  latest_receipt_info: [{ purchase_date_ms: '1714000000000' }, { purchase_date_ms: '1717000000000' }],
};
const ANDROID_RECEIPT = { orderId: 'GPA.1', purchaseTime: 1715000000000 };

const success = (result: unknown, deviceOS: string) =>
  ({ kind: 'SubscribeResult', success: true, result, deviceOS }) as const;

describe('purchase date update by device OS (SPEC §3 receipts, §4 Purchase results)', () => {
  test('iOS: the date is the last latest_receipt_info entry purchase_date_ms', () => {
    expect(purchaseUpdateFrom(success(IOS_RECEIPT, 'ios'), 42)).toEqual({
      UserId: 42,
      PurchaseDate: new Date(1717000000000).toISOString(),
      TransactionReceipt: JSON.stringify(IOS_RECEIPT),
      DeviceOS: 'ios',
    });
  });

  test('Android: the date is purchaseTime; a receipt sent as JSON text is kept as it came', () => {
    const text = JSON.stringify(ANDROID_RECEIPT);
    expect(purchaseUpdateFrom(success(text, 'Android'), 42)).toEqual({
      UserId: 42,
      PurchaseDate: new Date(1715000000000).toISOString(),
      TransactionReceipt: text,
      DeviceOS: 'android',
    });
  });

  test('the date is sent only when the user id is above 0', () => {
    expect(purchaseUpdateFrom(success(IOS_RECEIPT, 'ios'), 0)).toBeNull();
  });

  test('the date is sent only when a purchase date is present', () => {
    expect(purchaseUpdateFrom(success({ latest_receipt_info: [] }, 'ios'), 42)).toBeNull();
    expect(purchaseUpdateFrom(success({ orderId: 'GPA.1' }, 'android'), 42)).toBeNull();
    expect(purchaseUpdateFrom(success(undefined, 'ios'), 42)).toBeNull();
  });

  test('an unknown device OS sends nothing', () => {
    expect(purchaseUpdateFrom(success(ANDROID_RECEIPT, 'windows'), 42)).toBeNull();
  });
});
