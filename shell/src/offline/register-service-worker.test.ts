import { REFRESH_REMOTES_MESSAGE, SERVICE_WORKER_FILE } from '@thrive/shared/offline';
import { registerServiceWorker } from './register-service-worker';

function fakeContainer({ controlled = false, refuses = false } = {}) {
  const active = { postMessage: jest.fn() };
  const listeners = new Map<string, () => void>();
  const container = {
    controller: controlled ? ({} as ServiceWorker) : null,
    register: jest.fn(() =>
      refuses ? Promise.reject(new DOMException('private window', 'SecurityError')) : Promise.resolve({}),
    ),
    ready: Promise.resolve({ active }),
    addEventListener: jest.fn((type: string, listener: () => void) => listeners.set(type, listener)),
  };
  return { container, active, listeners };
}

type Container = Parameters<typeof registerServiceWorker>[0]['container'];

describe("registering the app's service worker at each start (issue 35)", () => {
  test('registers the one worker at the root and, online, asks it to keep the remotes’ current files', async () => {
    const { container, active } = fakeContainer({ controlled: true });
    await registerServiceWorker({
      container: container as unknown as Container,
      online: () => true,
      onFirstControl: jest.fn(),
    });
    expect(container.register).toHaveBeenCalledWith(SERVICE_WORKER_FILE);
    expect(active.postMessage).toHaveBeenCalledWith(REFRESH_REMOTES_MESSAGE);
  });

  test('offline it asks nothing of the worker: what it kept stays', async () => {
    const { container, active } = fakeContainer({ controlled: true });
    await registerServiceWorker({
      container: container as unknown as Container,
      online: () => false,
      onFirstControl: jest.fn(),
    });
    expect(active.postMessage).not.toHaveBeenCalled();
  });

  test("on a first visit the screen's answers are asked again once the worker takes the page, to be kept", async () => {
    const onFirstControl = jest.fn();
    const { container, listeners } = fakeContainer({ controlled: false });
    await registerServiceWorker({
      container: container as unknown as Container,
      online: () => true,
      onFirstControl,
    });
    expect(onFirstControl).not.toHaveBeenCalled();
    listeners.get('controllerchange')?.();
    expect(onFirstControl).toHaveBeenCalledTimes(1);
    expect(container.addEventListener).toHaveBeenCalledWith('controllerchange', onFirstControl, {
      once: true,
    });
  });

  test('a page the worker already controls does not ask again', async () => {
    const { container } = fakeContainer({ controlled: true });
    await registerServiceWorker({
      container: container as unknown as Container,
      online: () => true,
      onFirstControl: jest.fn(),
    });
    expect(container.addEventListener).not.toHaveBeenCalled();
  });

  test('a browser that refuses the worker, or has none, runs as before', async () => {
    const { container } = fakeContainer({ refuses: true });
    await expect(
      registerServiceWorker({
        container: container as unknown as Container,
        online: () => true,
        onFirstControl: jest.fn(),
      }),
    ).resolves.toBeUndefined();
    await expect(
      registerServiceWorker({ container: undefined, online: () => true, onFirstControl: jest.fn() }),
    ).resolves.toBeUndefined();
  });
});
