import {
  CARE_ALERT_COMMAND,
  formatWrapperMessage,
  isInWrapper,
  postToWrapper,
  PUSH_TOKEN_COMMAND,
  SIGNED_OUT_COMMAND,
  WRAPPER_COMMANDS,
  wrapperDeviceOS,
  type CareAlert,
} from './outbound';

type Host = { ReactNativeWebView?: unknown; webkit?: unknown };
const host = globalThis as unknown as Host;

afterEach(() => {
  delete host.ReactNativeWebView;
  delete host.webkit;
});

describe('messages posted to the mobile wrapper (SPEC §7)', () => {
  test('requestRating and subscribe carry their value after a bar: requestRating|{value}, subscribe|{value}', () => {
    expect(formatWrapperMessage({ command: 'requestRating', value: 5 })).toBe('requestRating|5');
    expect(formatWrapperMessage({ command: 'subscribe', value: 'TOKEN-1' })).toBe('subscribe|TOKEN-1');
  });

  test('subscribe without a referral token still sends the bar', () => {
    expect(formatWrapperMessage({ command: 'subscribe', value: '' })).toBe('subscribe|');
  });

  test.each([
    'checkPurchaseHistory',
    'exit',
    'deleteUser',
    'requestCamera',
    'requestNotifications',
    'requestLocationCoordinates',
    'askForLocationPermission',
    'gotoAppStore',
  ] as const)('%s is sent as its bare name', (command) => {
    expect(formatWrapperMessage({ command })).toBe(command);
  });

  test('the command list is exactly the ten messages of SPEC §7', () => {
    expect(WRAPPER_COMMANDS).toHaveLength(10);
  });
});

describe('careAlert, our extension for the wrapper’s local notifications', () => {
  const alert: CareAlert = {
    title: 'Plant care for today',
    body: '2 tasks: Water | soak Tomato, Prune Rose',
    date: '2025-05-02',
    route: '/tasks',
    tasks: [
      { id: 1, taskType: 'Water | soak', commonName: 'Tomato' },
      { id: 2, taskType: 'Prune', commonName: 'Rose' },
    ],
  };

  test('is sent as careAlert|{json}: the wrapper splits at the first bar and parses the rest', () => {
    const text = formatWrapperMessage({ command: CARE_ALERT_COMMAND, alert });
    const cut = text.indexOf('|');
    expect(text.slice(0, cut)).toBe('careAlert');
    expect(JSON.parse(text.slice(cut + 1))).toEqual(alert);
  });

  test('is not one of SPEC §7’s ten messages', () => {
    expect(WRAPPER_COMMANDS).not.toContain(CARE_ALERT_COMMAND);
  });

  test('goes to the wrapper like the others, and nowhere in a plain browser', () => {
    expect(postToWrapper({ command: CARE_ALERT_COMMAND, alert })).toBe(false);
    const postMessage = jest.fn();
    host.ReactNativeWebView = { postMessage };
    expect(postToWrapper({ command: CARE_ALERT_COMMAND, alert })).toBe(true);
    expect(postMessage).toHaveBeenCalledWith(`careAlert|${JSON.stringify(alert)}`);
  });
});

describe('signedOut, our extension: the wrapper forgets the gardener who signed out', () => {
  test('is sent as its bare name, signedOut, and is not one of SPEC §7’s ten messages', () => {
    expect(formatWrapperMessage({ command: SIGNED_OUT_COMMAND })).toBe('signedOut');
    expect(WRAPPER_COMMANDS).not.toContain(SIGNED_OUT_COMMAND);
  });

  test('goes to the wrapper like the others, and nowhere in a plain browser', () => {
    expect(postToWrapper({ command: SIGNED_OUT_COMMAND })).toBe(false);
    const postMessage = jest.fn();
    host.ReactNativeWebView = { postMessage };
    expect(postToWrapper({ command: SIGNED_OUT_COMMAND })).toBe(true);
    expect(postMessage).toHaveBeenCalledWith('signedOut');
  });
});

describe('requestPushToken, our extension: the web app asks the app for its push token', () => {
  test('is sent as its bare name and is not one of SPEC §7’s ten messages', () => {
    expect(formatWrapperMessage({ command: PUSH_TOKEN_COMMAND })).toBe('requestPushToken');
    expect(WRAPPER_COMMANDS).not.toContain(PUSH_TOKEN_COMMAND);
  });
});

describe('wrapper transport (DESIGN §3)', () => {
  test('a plain browser has no wrapper: nothing is sent and postToWrapper says so', () => {
    expect(isInWrapper()).toBe(false);
    expect(postToWrapper({ command: 'exit' })).toBe(false);
  });

  test('React Native WebView receives the message when present', () => {
    const postMessage = jest.fn();
    host.ReactNativeWebView = { postMessage };
    expect(isInWrapper()).toBe(true);
    expect(postToWrapper({ command: 'requestCamera' })).toBe(true);
    expect(postMessage).toHaveBeenCalledWith('requestCamera');
  });

  test('otherwise the iOS handler webkit.messageHandlers.thrive receives it', () => {
    const postMessage = jest.fn();
    host.webkit = { messageHandlers: { thrive: { postMessage } } };
    expect(postToWrapper({ command: 'subscribe', value: 'abc' })).toBe(true);
    expect(postMessage).toHaveBeenCalledWith('subscribe|abc');
  });

  test('React Native WebView wins when both are present', () => {
    const native = jest.fn();
    const ios = jest.fn();
    host.ReactNativeWebView = { postMessage: native };
    host.webkit = { messageHandlers: { thrive: { postMessage: ios } } };
    postToWrapper({ command: 'gotoAppStore' });
    expect(native).toHaveBeenCalledWith('gotoAppStore');
    expect(ios).not.toHaveBeenCalled();
  });

  test('a wrapper that throws is only logged, and the post reports failure (SPEC §8)', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    host.ReactNativeWebView = {
      postMessage: () => {
        throw new Error('bridge down');
      },
    };
    expect(postToWrapper({ command: 'exit' })).toBe(false);
    expect(warn).toHaveBeenCalled();
  });
});

describe('wrapperDeviceOS: the phone system the wrapper runs on (the rating calls’ Device)', () => {
  const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15';
  const PIXEL =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36';

  test('none in a plain browser', () => {
    expect(wrapperDeviceOS()).toBeNull();
  });

  test('the iOS handler means ios', () => {
    host.webkit = { messageHandlers: { thrive: { postMessage: jest.fn() } } };
    expect(wrapperDeviceOS()).toBe('ios');
  });

  test('React Native WebView is ios on an iPhone and android elsewhere', () => {
    host.ReactNativeWebView = { postMessage: jest.fn() };
    const userAgent = jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    expect(wrapperDeviceOS()).toBe('ios');
    userAgent.mockReturnValue(PIXEL);
    expect(wrapperDeviceOS()).toBe('android');
    userAgent.mockRestore();
  });
});
