import { APP_PUSH_UNANSWERED_MESSAGE, requestAppPushToken } from './app-push-token';

const host = globalThis as { ReactNativeWebView?: { postMessage: (text: string) => void } };

describe('the phone app’s push token, asked for through the wrapper bridge', () => {
  afterEach(() => {
    delete host.ReactNativeWebView;
  });

  test('the app’s PushToken answer gives the token and platform the server takes', async () => {
    host.ReactNativeWebView = {
      postMessage: (text) => {
        expect(text).toBe('requestPushToken');
        window.dispatchEvent(
          new MessageEvent('message', { data: 'thrive:PushToken|{"token":"abc:123","platform":"android"}' }),
        );
      },
    };
    await expect(requestAppPushToken()).resolves.toEqual({ Token: 'abc:123', Platform: 'android' });
  });

  test('an app that never answers (older, or notifications refused) is told to the gardener', async () => {
    host.ReactNativeWebView = { postMessage: () => undefined };
    await expect(requestAppPushToken(20)).rejects.toThrow(APP_PUSH_UNANSWERED_MESSAGE);
  });

  test('outside the app there is nobody to ask', async () => {
    await expect(requestAppPushToken()).rejects.toThrow(APP_PUSH_UNANSWERED_MESSAGE);
  });
});
