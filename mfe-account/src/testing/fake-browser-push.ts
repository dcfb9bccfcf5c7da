/** A push subscription as the browser's PushManager gives it, with keys of fixed bytes. */
class FakeSubscription {
  readonly options: { applicationServerKey: ArrayBuffer };
  unsubscribed = false;
  constructor(
    readonly endpoint: string,
    key: BufferSource,
  ) {
    const bytes = key instanceof ArrayBuffer ? new Uint8Array(key) : new Uint8Array(key.buffer);
    this.options = { applicationServerKey: bytes.slice().buffer };
  }
  getKey(name: 'p256dh' | 'auth'): ArrayBuffer {
    return new Uint8Array(name === 'p256dh' ? 65 : 16).fill(name === 'p256dh' ? 4 : 7).buffer;
  }
  unsubscribe() {
    this.unsubscribed = true;
    return Promise.resolve(true);
  }
}

export const FAKE_PUSH_ENDPOINT = 'https://push.example/send/browser-1';

/**
 * The browser's push machinery, which jsdom lacks: the notification prompt answers
 * `permission`, the push worker registers, and PushManager subscribes with the key given.
 * Removed again by the function returned.
 */
export function installFakeBrowserPush(permission: NotificationPermission) {
  const registered: string[] = [];
  let current: FakeSubscription | null = null;
  const pushManager = {
    getSubscription: () => Promise.resolve(current),
    subscribe: ({ applicationServerKey }: { applicationServerKey: BufferSource }) => {
      current = new FakeSubscription(FAKE_PUSH_ENDPOINT, applicationServerKey);
      return Promise.resolve(current);
    },
  };
  const registration = { pushManager };
  const serviceWorker = {
    register: (file: string) => {
      registered.push(file);
      return Promise.resolve(registration);
    },
    ready: Promise.resolve(registration),
    getRegistration: () => Promise.resolve(registered.length > 0 ? registration : undefined),
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  Object.assign(globalThis, {
    PushManager: function PushManager() {},
    Notification: Object.assign(function Notification() {}, {
      permission: 'default',
      requestPermission: () => Promise.resolve(permission),
    }),
  });
  return {
    registered,
    subscription: () => current,
    remove() {
      Reflect.deleteProperty(navigator, 'serviceWorker');
      Reflect.deleteProperty(globalThis, 'PushManager');
      Reflect.deleteProperty(globalThis, 'Notification');
    },
  };
}
