import { listenForReminders, type WindowClient } from './push-reminders';

const WORKER_HREF = 'https://garden.example/push-worker.js';
const TASKS = 'https://garden.example/#/tasks';

type Handler = (event: unknown) => void;

function openWindow(url: string, focused = false): WindowClient {
  return {
    url,
    focused,
    focus: jest.fn(() => Promise.resolve()),
    navigate: jest.fn(() => Promise.resolve()),
  };
}

/** Adds the reminders' listeners to a stand-in for the service worker's global scope. */
function startWorker(windows: WindowClient[] = []) {
  const handlers = new Map<string, Handler>();
  const scope = {
    location: { href: WORKER_HREF },
    registration: { showNotification: jest.fn(() => Promise.resolve()) },
    clients: {
      matchAll: jest.fn(() => Promise.resolve(windows)),
      openWindow: jest.fn(() => Promise.resolve(null)),
    },
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
  };
  listenForReminders(scope as unknown as Parameters<typeof listenForReminders>[0]);

  /** Dispatches an event; resolves once everything it handed to waitUntil has settled. */
  async function dispatch(type: string, fields: object = {}): Promise<void> {
    const waited: unknown[] = [];
    const handler = handlers.get(type);
    if (!handler) throw new Error(`the worker has no ${type} listener`);
    handler({ ...fields, waitUntil: (promise: unknown) => waited.push(promise) });
    await Promise.all(waited);
  }

  const push = (data: { json(): unknown } | null) => dispatch('push', { data });
  const click = (url: unknown) => {
    const notification = { data: { url }, close: jest.fn() };
    return { notification, done: dispatch('notificationclick', { notification }) };
  };
  return { scope, handlers, dispatch, push, click };
}

const payload = (value: unknown) => ({ json: () => value });

describe("the service worker's care reminders", () => {
  test('a push shows the title, body and task-list address of its payload, as the care reminder', async () => {
    const worker = startWorker();
    await worker.push(payload({ title: 'Water the ferns', body: '3 tasks today', url: TASKS }));
    expect(worker.scope.registration.showNotification).toHaveBeenCalledTimes(1);
    expect(worker.scope.registration.showNotification).toHaveBeenCalledWith('Water the ferns', {
      body: '3 tasks today',
      icon: 'assets/favicon.svg',
      badge: 'assets/favicon.svg',
      tag: 'care-reminder',
      renotify: true,
      data: { url: TASKS },
    });
  });

  test('every reminder has the same tag, so a new day’s replaces yesterday’s', async () => {
    const worker = startWorker();
    await worker.push(payload({ title: 'Monday', body: 'a', url: TASKS }));
    await worker.push(payload({ title: 'Tuesday', body: 'b', url: TASKS }));
    const tags = worker.scope.registration.showNotification.mock.calls.map(
      (call: unknown[]) => (call[1] as { tag: string }).tag,
    );
    expect(tags).toEqual(['care-reminder', 'care-reminder']);
  });

  test('a push without data still shows the generic reminder, leading to the task list', async () => {
    const worker = startWorker();
    await worker.push(null);
    expect(worker.scope.registration.showNotification).toHaveBeenCalledWith(
      'Thrive Garden',
      expect.objectContaining({ body: 'You have care tasks today.', data: { url: './#/tasks' } }),
    );
  });

  test('a push whose data is not JSON, or not an object, shows the generic reminder', async () => {
    const worker = startWorker();
    await worker.push({
      json: () => {
        throw new SyntaxError('Unexpected token');
      },
    });
    await worker.push(payload('just text'));
    for (const [title, options] of worker.scope.registration.showNotification.mock.calls as unknown[][]) {
      expect(title).toBe('Thrive Garden');
      expect(options).toMatchObject({ body: 'You have care tasks today.', data: { url: './#/tasks' } });
    }
    expect(worker.scope.registration.showNotification).toHaveBeenCalledTimes(2);
  });

  test('a payload missing a field keeps the others and takes the generic text for it', async () => {
    const worker = startWorker();
    await worker.push(payload({ title: 'Prune the roses' }));
    expect(worker.scope.registration.showNotification).toHaveBeenCalledWith(
      'Prune the roses',
      expect.objectContaining({ body: 'You have care tasks today.', data: { url: './#/tasks' } }),
    );
  });

  test('a click closes the reminder, focuses the open window and navigates it to the url', async () => {
    const open = openWindow('https://garden.example/#/plants');
    const worker = startWorker([open]);
    const { notification, done } = worker.click(TASKS);
    await done;
    expect(notification.close).toHaveBeenCalled();
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith(TASKS);
    expect(worker.scope.clients.openWindow).not.toHaveBeenCalled();
    expect(worker.scope.clients.matchAll).toHaveBeenCalledWith({ type: 'window', includeUncontrolled: true });
  });

  test('a click prefers the focused window of several', async () => {
    const behind = openWindow('https://garden.example/#/plants');
    const front = openWindow('https://garden.example/#/yards', true);
    const worker = startWorker([behind, front]);
    await worker.click(TASKS).done;
    expect(front.navigate).toHaveBeenCalledWith(TASKS);
    expect(behind.navigate).not.toHaveBeenCalled();
  });

  test('a click with no window open opens one at the url', async () => {
    const worker = startWorker();
    await worker.click('https://garden.example/#/tasks?day=today').done;
    expect(worker.scope.clients.openWindow).toHaveBeenCalledWith('https://garden.example/#/tasks?day=today');
  });

  test('a click on the generic reminder opens the task list beside the worker', async () => {
    const worker = startWorker();
    await worker.click('./#/tasks').done;
    expect(worker.scope.clients.openWindow).toHaveBeenCalledWith(TASKS);
  });

  test('a click whose url is on another origin goes to ./#/tasks instead', async () => {
    const open = openWindow('https://garden.example/#/plants');
    const worker = startWorker([open]);
    await worker.click('https://evil.example/#/tasks').done;
    expect(open.navigate).toHaveBeenCalledWith(TASKS);

    const alone = startWorker();
    await alone.click('javascript:alert(1)').done;
    expect(alone.scope.clients.openWindow).toHaveBeenCalledWith(TASKS);
  });

  test('a click on a window it cannot navigate (not under this worker) opens the url anew', async () => {
    const open = openWindow('https://garden.example/#/plants');
    jest.mocked(open.navigate).mockRejectedValue(new TypeError('not controlled'));
    const worker = startWorker([open]);
    await worker.click(TASKS).done;
    expect(open.focus).toHaveBeenCalled();
    expect(worker.scope.clients.openWindow).toHaveBeenCalledWith(TASKS);
  });
});
