import { parseWrapperMessage, WRAPPER_MARKER } from './inbound';

describe('messages from the wrapper are recognised by the marker prefix (SPEC §5)', () => {
  test('the marker is thrive:', () => {
    expect(WRAPPER_MARKER).toBe('thrive:');
  });

  test.each([
    ['location|granted', 'no marker'],
    ['other:location|granted', 'another marker'],
    ['thrive:unknownThing|granted', 'an unknown name'],
    ['thrive:', 'a marker alone'],
  ])('text without the marker or with an unknown name is ignored: %s (%s)', (text) => {
    expect(parseWrapperMessage(text)).toBeNull();
  });

  test.each([undefined, null, 42, { kind: 'location' }])('data that is not text is ignored: %p', (data) => {
    expect(parseWrapperMessage(data)).toBeNull();
  });
});

describe('permission messages: granted or denied is read from whether the text contains the word granted (SPEC §5)', () => {
  test.each([
    'location',
    'notifications',
    'camera',
    'UpdateLocationPermission',
    'UpdateCamera',
    'UpdateNots',
  ] as const)('%s with granted is granted, anything else is denied', (kind) => {
    expect(parseWrapperMessage(`thrive:${kind}|granted`)).toEqual({ kind, granted: true });
    expect(parseWrapperMessage(`thrive:${kind}|denied`)).toEqual({ kind, granted: false });
    expect(parseWrapperMessage(`thrive:${kind}|blocked`)).toEqual({ kind, granted: false });
    expect(parseWrapperMessage(`thrive:${kind}`)).toEqual({ kind, granted: false });
  });

  test('the word granted may sit anywhere in the payload and in any case', () => {
    expect(parseWrapperMessage('thrive:camera|permission Granted by user')).toEqual({
      kind: 'camera',
      granted: true,
    });
  });
});

describe('SendLocationCoordinates carries lat,lon; a failed geolocation gives 0,0 (SPEC §8)', () => {
  test('decimal latitude and longitude are read', () => {
    expect(parseWrapperMessage('thrive:SendLocationCoordinates|40.7,-74.0')).toEqual({
      kind: 'SendLocationCoordinates',
      latitude: 40.7,
      longitude: -74,
    });
  });

  test.each(['', 'abc,def', '40.7', '40.7,-74.0,3', '91,0', '0,181', '40.7,'])(
    'unreadable coordinates "%s" give 0,0',
    (payload) => {
      expect(parseWrapperMessage(`thrive:SendLocationCoordinates|${payload}`)).toEqual({
        kind: 'SendLocationCoordinates',
        latitude: 0,
        longitude: 0,
      });
    },
  );
});

describe('purchase results from the wrapper (SPEC §4)', () => {
  test('SubscribeResult carries success, result and deviceOS as JSON', () => {
    const payload = JSON.stringify({
      success: true,
      result: { PurchaseDate: '2024-05-01' },
      deviceOS: 'ios',
    });
    expect(parseWrapperMessage(`thrive:SubscribeResult|${payload}`)).toEqual({
      kind: 'SubscribeResult',
      success: true,
      result: { PurchaseDate: '2024-05-01' },
      deviceOS: 'ios',
    });
  });

  test('SubscribeResult accepts success written as the string "true"', () => {
    const message = parseWrapperMessage('thrive:SubscribeResult|{"success":"true","deviceOS":"android"}');
    expect(message).toMatchObject({ kind: 'SubscribeResult', success: true, deviceOS: 'android' });
  });

  test('an unreadable SubscribeResult is a failed purchase', () => {
    expect(parseWrapperMessage('thrive:SubscribeResult|not json')).toEqual({
      kind: 'SubscribeResult',
      success: false,
      result: undefined,
      deviceOS: '',
    });
  });

  test('PaymentHistoryResult carries success and result as JSON', () => {
    expect(parseWrapperMessage('thrive:PaymentHistoryResult|{"success":true,"result":["sku"]}')).toEqual({
      kind: 'PaymentHistoryResult',
      success: true,
      result: ['sku'],
    });
  });

  test('an unreadable PaymentHistoryResult is a failed check', () => {
    expect(parseWrapperMessage('thrive:PaymentHistoryResult|{"success":1}')).toEqual({
      kind: 'PaymentHistoryResult',
      success: false,
      result: undefined,
    });
  });
});

describe('PushToken, our extension: the app hands over its push token for reminders from the server', () => {
  test('carries the token and the platform as JSON', () => {
    expect(
      parseWrapperMessage('thrive:PushToken|{"token":"fcm-token-1:APA91b","platform":"android"}'),
    ).toEqual({
      kind: 'PushToken',
      token: 'fcm-token-1:APA91b',
      platform: 'android',
    });
  });

  test('an unreadable token, or an unknown platform, is no message at all', () => {
    expect(parseWrapperMessage('thrive:PushToken|not json')).toBeNull();
    expect(parseWrapperMessage('thrive:PushToken|{"token":"","platform":"ios"}')).toBeNull();
    expect(parseWrapperMessage('thrive:PushToken|{"token":"t","platform":"windows"}')).toBeNull();
  });
});
