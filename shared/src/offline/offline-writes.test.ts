import 'fake-indexeddb/auto';
import { http, HttpResponse } from 'msw';
import { createBaseQuery } from '../api/base-query';
import { createAppStore, type AppStore } from '../store/store';
import { identityReceived, sessionEnded } from '../store/session-slice';
import { baseQueryApiFor } from '../testing/base-query-api';
import { testIdentity } from '../testing/identity';
import { setupTestServer } from '../testing/msw-server';
import { IDEMPOTENCY_KEY_HEADER } from './idempotency-key';
import { KEPT_OFFLINE_MESSAGE } from './queued-write-kinds';
import { selectQueuedWrites, selectRefusedWrites, selectTaskIdsWaitingToSend } from './offline-slice';
import { startQueuedWriteSender } from './queued-write-sender';
import { closeWriteQueue, queuedWritesOf } from './write-queue-db';

const ann = testIdentity({ Id: 42, Token: 'ann-token' });
const COMPLETE_TWO = {
  url: 'users/{uid}/UpdateTaskStatus',
  method: 'PUT',
  body: { notes: '7,8', plantId: 1 },
};

const server = setupTestServer();
/** What reached the server: method, path and idempotency key of each change. */
let received: { method: string; path: string; key: string | null }[];
let networkUp: boolean;

beforeEach(() => {
  received = [];
  networkUp = true;
  const answer =
    (body: object, status = 200) =>
    async ({ request }: { request: Request }) => {
      if (!networkUp) return HttpResponse.error();
      received.push({
        method: request.method,
        path: new URL(request.url).pathname,
        key: request.headers.get(IDEMPOTENCY_KEY_HEADER),
      });
      return HttpResponse.json(body, { status });
    };
  server.use(
    http.put(
      '/api/users/42/UpdateTaskStatus',
      answer({ code: 0, Updated: 2, message: '2 tasks completed.' }),
    ),
    http.post(
      '/api/users/42/PlantNotes/5/',
      answer({ Notes: 'Stake it', UpdatedAt: '2026-11-30T10:00:00Z' }),
    ),
    http.get('/api/users/42/UserTasks', async () =>
      networkUp
        ? HttpResponse.json({ Items: [task(7), task(9)], TotalRows: 2, i: 0, c: 20, Today: '2026-11-30' })
        : HttpResponse.error(),
    ),
  );
});

afterEach(async () => {
  closeWriteQueue();
  indexedDB.deleteDatabase('thrive-offline');
});

function task(id: number) {
  return { id, taskStatusId: 0, dateCompleted: null };
}

function signedIn(): AppStore {
  const store = createAppStore();
  store.dispatch(identityReceived(ann));
  return store;
}

const call = (store: AppStore, arg: object, online = () => networkUp) =>
  createBaseQuery({ reload: jest.fn(), online })(arg as never, baseQueryApiFor(store), {});

/** A signed-in gardener who completed two tasks, then wrote a note, without a network. */
async function twoChangesKeptOffline(): Promise<AppStore> {
  networkUp = false;
  const store = signedIn();
  await call(store, COMPLETE_TWO);
  await call(store, { url: 'Users/{uid}/PlantNotes/5/', method: 'POST', body: { Notes: 'Stake it' } });
  return store;
}

/** The network back: one run of the sender (a retry it sets is stopped before it comes). */
async function sendOnceBackOnline(store: AppStore): Promise<void> {
  networkUp = true;
  const sender = startQueuedWriteSender(store, {
    online: () => networkUp,
    events: new EventTarget() as never,
  });
  await sender.settled();
  sender.stop();
}

describe('a change made offline is kept on the device and sent later, once (issue 35)', () => {
  test('online, a change that may be kept carries an idempotency key and goes at once', async () => {
    const store = signedIn();
    const result = await call(store, COMPLETE_TWO);
    expect(result).toMatchObject({ data: { code: 0, message: '2 tasks completed.' } });
    expect(received).toEqual([
      { method: 'PUT', path: '/api/users/42/UpdateTaskStatus', key: expect.stringMatching(/^[\w-]{8,100}$/) },
    ]);
    expect(selectQueuedWrites(store.getState())).toEqual([]);
  });

  test('offline, it is stored in IndexedDB, listed as waiting, and the screen gets the answer it will have', async () => {
    networkUp = false;
    const store = signedIn();
    const result = await call(store, COMPLETE_TWO);
    expect(result).toEqual({ data: { code: 0, Updated: 2, message: KEPT_OFFLINE_MESSAGE } });
    expect(received).toEqual([]);
    expect(selectQueuedWrites(store.getState()).map((write) => write.label)).toEqual(['Completed: 2 tasks']);
    expect([...selectTaskIdsWaitingToSend(store.getState())]).toEqual([7, 8]);
    expect(await queuedWritesOf(42)).toMatchObject([
      { kind: 'task-status', url: 'users/42/UpdateTaskStatus', userId: 42 },
    ]);
  });

  test('a call the network loses on the way is kept with the key it was sent with', async () => {
    const store = signedIn();
    // The browser believes it is online; the request fails.
    networkUp = false;
    const result = await call(store, COMPLETE_TWO, () => true);
    expect(result).toMatchObject({ data: { message: KEPT_OFFLINE_MESSAGE } });
    expect(selectQueuedWrites(store.getState())).toHaveLength(1);
  });

  test("until it is sent, the task list read (from the worker's copy) shows the waiting change", async () => {
    networkUp = false;
    const store = signedIn();
    await call(store, COMPLETE_TWO);
    networkUp = true;
    const read = await call(store, { url: 'users/{uid}/UserTasks' });
    const items = (
      read.data as { Items: { id: number; taskStatusId: number; dateCompleted: string | null }[] }
    ).Items;
    expect(items.find((item) => item.id === 7)).toMatchObject({
      taskStatusId: 1,
      dateCompleted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(items.find((item) => item.id === 9)).toMatchObject({ taskStatusId: 0, dateCompleted: null });
  });

  test('back online, the sender sends the waiting changes in order, each with its own key, and forgets them', async () => {
    const store = await twoChangesKeptOffline();
    const keys = selectQueuedWrites(store.getState()).map((write) => write.key);

    await sendOnceBackOnline(store);

    expect(received).toEqual([
      { method: 'PUT', path: '/api/users/42/UpdateTaskStatus', key: keys[0] },
      { method: 'POST', path: '/api/Users/42/PlantNotes/5/', key: keys[1] },
    ]);
    expect(selectQueuedWrites(store.getState())).toEqual([]);
    expect(await queuedWritesOf(42)).toEqual([]);
  });

  test("a change the server refuses leaves the queue and comes back with the server's message; the next is still sent", async () => {
    server.use(
      http.put('/api/users/42/UpdateTaskStatus', () =>
        HttpResponse.json({ message: 'That task no longer exists.' }, { status: 404 }),
      ),
    );
    const store = await twoChangesKeptOffline();

    await sendOnceBackOnline(store);

    expect(selectRefusedWrites(store.getState())).toEqual([
      { key: expect.any(String), label: 'Completed: 2 tasks', message: 'That task no longer exists.' },
    ]);
    expect(received.map((call) => call.path)).toEqual(['/api/Users/42/PlantNotes/5/']);
    expect(await queuedWritesOf(42)).toEqual([]);
  });

  test('a server that cannot take it now (503) keeps it, and the ones after it wait, in order', async () => {
    server.use(http.put('/api/users/42/UpdateTaskStatus', () => HttpResponse.json({}, { status: 503 })));
    const store = await twoChangesKeptOffline();

    await sendOnceBackOnline(store);

    expect(received).toEqual([]);
    expect(selectQueuedWrites(store.getState()).map((write) => write.label)).toEqual([
      'Completed: 2 tasks',
      'Your notes on a plant',
    ]);
    expect(await queuedWritesOf(42)).toHaveLength(2);
  });

  test('while changes wait, a new one joins the queue behind them even online: the order holds', async () => {
    networkUp = false;
    const store = signedIn();
    await call(store, COMPLETE_TWO);
    networkUp = true;
    await call(store, { url: 'Users/{uid}/PlantNotes/5/', method: 'POST', body: { Notes: 'Stake it' } });
    expect(received).toEqual([]);
    expect(selectQueuedWrites(store.getState())).toHaveLength(2);
  });

  test("the queue kept on the device is read at start for the gardener signed in, never another's", async () => {
    networkUp = false;
    const first = signedIn();
    await call(first, COMPLETE_TWO);

    const later = createAppStore();
    const sender = startQueuedWriteSender(later, { online: () => false, events: new EventTarget() as never });
    later.dispatch(identityReceived(testIdentity({ Id: 43, Token: 'bea-token' })));
    await sender.settled();
    expect(selectQueuedWrites(later.getState())).toEqual([]);

    later.dispatch(sessionEnded());
    later.dispatch(identityReceived(ann));
    await sender.settled();
    sender.stop();
    expect(selectQueuedWrites(later.getState()).map((write) => write.label)).toEqual(['Completed: 2 tasks']);
  });

  test('a change of a kind that is not kept (deleting a yard) fails offline as before', async () => {
    networkUp = false;
    server.use(http.delete('/api/users/42/yard/3', () => HttpResponse.error()));
    const store = signedIn();
    const result = await call(store, { url: 'users/{uid}/yard/3', method: 'DELETE' });
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(selectQueuedWrites(store.getState())).toEqual([]);
  });
});
