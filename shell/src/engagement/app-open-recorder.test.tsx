import { act, render, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { setupTestServer, testStore } from '@thrive/shared/testing';
import { SessionStatusContext, type SessionStatus } from '../common/session-status';
import { AppOpenRecorder } from './app-open-recorder';
import { appUseDays } from '../common/app-use-days';

const server = setupTestServer();
let received: { uid: unknown; body: unknown }[];

beforeEach(() => {
  received = [];
  server.use(
    http.post('/api/users/:uid/EngagementUser/', async ({ request, params }) => {
      received.push({ uid: params.uid, body: await request.json() });
      return HttpResponse.json({ code: 0 });
    }),
  );
  jest.useFakeTimers({ now: new Date(2026, 4, 14, 9, 30), doNotFake: ['queueMicrotask', 'nextTick'] });
});
afterEach(() => jest.useRealTimers());

function renderRecorder(userId: number, status: SessionStatus = 'no-key') {
  const store = testStore({ identity: userId > 0 ? { Id: userId } : null });
  const tree = (current: SessionStatus) => (
    <Provider store={store}>
      <SessionStatusContext.Provider value={current}>
        <AppOpenRecorder />
      </SessionStatusContext.Provider>
    </Provider>
  );
  const view = render(tree(status));
  return { ...view, rerenderWith: (next: SessionStatus) => view.rerender(tree(next)) };
}

const settle = async () => {
  jest.useRealTimers();
  await new Promise((resolve) => setTimeout(resolve, 30));
};

describe('the first opening of a day (EngagementUser/ app-open)', () => {
  test('is reported once per local day with the day, and counted as a day of use', async () => {
    const first = renderRecorder(42);
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toEqual({ uid: '42', body: { Kind: 'app-open', Data: { Day: '2026-05-14' } } });
    expect(appUseDays(42)).toBe(1);

    first.unmount();
    renderRecorder(42);
    await settle();
    expect(received).toHaveLength(1);
    expect(appUseDays(42)).toBe(1);
  });

  test('a page left open past midnight reports the new day', async () => {
    renderRecorder(42);
    await waitFor(() => expect(received).toHaveLength(1));
    jest.setSystemTime(new Date(2026, 4, 15, 0, 0, 2));
    act(() => jest.advanceTimersByTime(15 * 60 * 60 * 1000));
    await waitFor(() => expect(received).toHaveLength(2));
    expect(received[1]).toMatchObject({ body: { Data: { Day: '2026-05-15' } } });
    expect(appUseDays(42)).toBe(2);
  });

  test('nothing for a signed-out visitor, nor while a sign-in key is registering', async () => {
    renderRecorder(0);
    const starting = renderRecorder(42, 'starting');
    await settle();
    expect(received).toEqual([]);

    starting.rerenderWith('started');
    await waitFor(() => expect(received).toHaveLength(1));
  });

  test('a failed report is only logged: the gardener sees nothing (SPEC §8)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.post('/api/users/:uid/EngagementUser/', () =>
        HttpResponse.json({ message: 'Down' }, { status: 500 }),
      ),
    );
    renderRecorder(42);
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        '[shell] Recording the day’s first opening failed',
        expect.anything(),
      ),
    );
    warn.mockRestore();
  });
});
